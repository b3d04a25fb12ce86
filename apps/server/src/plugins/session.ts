import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Role } from '@salahkar/domain';
import type { AppContext } from '../context.ts';
import {
  findActiveSession,
  hashSessionToken,
  sessionPolicyOf,
  type ActiveSession,
} from '../modules/auth/session-store.ts';

export const SESSION_COOKIE = 'salahkar.sid';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's live session, looked up on first use and remembered; null when there is none. */
    loadSession(): Promise<ActiveSession | null>;
  }
}

/**
 * Cookies, and a lazy session lookup on every request: routes that never ask (static files,
 * health) cost no query, and a route that asks twice costs one.
 */
export async function registerSessions(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(cookie);
  const lookups = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  app.decorateRequest('loadSession', function (this: FastifyRequest) {
    let lookup = lookups.get(this);
    if (!lookup) {
      const token = this.cookies[SESSION_COOKIE];
      lookup = token ? findActiveSession(ctx.db, ctx.config, token) : Promise.resolve(null);
      lookups.set(this, lookup);
    }
    return lookup;
  });
}

/** The session id the request's cookie names, live or not: what sign-in and sign-out end. */
export function cookieSid(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashSessionToken(token) : undefined;
}

/** Hands the browser a new session cookie; it lives as long as the session can. */
export function setSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  role: Role,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(ctx, request),
    maxAge: Math.floor(sessionPolicyOf(ctx.config, role).maxMs / 1000),
  });
}

export function clearSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx, request));
}

function cookieOptions(ctx: AppContext, request: FastifyRequest) {
  // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY; an https PUBLIC_URL means the
  // browser talks https to the proxy even when the hop to us is plain http.
  const secure = request.protocol === 'https' || ctx.config.PUBLIC_URL?.startsWith('https:');
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: Boolean(secure) };
}
