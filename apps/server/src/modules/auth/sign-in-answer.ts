import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { cookieSid, setSessionCookie } from '../../plugins/session.ts';
import { getCurrentUser } from './current-user.ts';
import type { SignedIn } from './login.service.ts';

/** Where a sign-in comes from: the address its limits count and the session it replaces. */
export interface SignInOrigin {
  ip: string;
  previousSid?: string | undefined;
  userAgent?: string | undefined;
}

/**
 * The answer to a sign-in, by password or by SMS code alike: the new session's cookie, and the
 * person as GET /api/auth/user shows them, so the page needs no second request.
 */
export async function answerSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  signIn: (from: SignInOrigin) => Promise<SignedIn>,
) {
  const signedIn = await signIn({
    ip: request.ip,
    previousSid: cookieSid(request),
    userAgent: request.headers['user-agent'],
  });
  setSessionCookie(ctx, request, reply, signedIn.token, signedIn.role);
  return {
    success: true as const,
    message: 'Logged in successfully',
    user: await getCurrentUser(ctx.db, signedIn.userId),
  };
}
