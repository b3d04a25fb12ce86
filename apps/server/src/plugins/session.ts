import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Role } from '@salahkar/domain';
import type { AppContext } from '../context.ts';
import {
  findActiveSession,
  hashSessionToken,
  sessionPolicyOf,
  type ActiveSession,
} from './session-store.ts';

export const SESSION_COOKIE = 'salahkar.sid';

/**
 * The session cookie's readable twin, holding no secret ('1'): the web app asks who is signed in
 * only when it is there, so a visitor's pages make no request that is bound to fail with a 401.
 * It is a hint, never trusted: the session cookie alone decides who someone is.
 */
export const SIGNED_IN_HINT_COOKIE = 'salahkar.signed_in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's live session, looked up on first use and remembered; null when there is none. */
    loadSession(): Promise<ActiveSession | null>;
    /** loadSession's lookup, once started (null before). */
    sessionLookup: Promise<ActiveSession | null> | null;
  }
}

/**
 * Cookies, and a lazy session lookup on every request: routes that never ask (static files,
 * health) cost no query, and a route that asks twice costs one.
 */
export async function registerSessions(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(cookie);
  // Kept on the request (a field every request object is made with), not in a WeakMap keyed by
  // it: a WeakMap entry per request costs its insertion and, at each garbage collection, the
  // collector's pass over the map's entries (decision 226).
  app.decorateRequest('sessionLookup', null);
  app.decorateRequest('loadSession', function (this: FastifyRequest) {
    if (this.sessionLookup === null) {
      const token = this.cookies[SESSION_COOKIE];
      this.sessionLookup = token
        ? findActiveSession(ctx.db, ctx.config, token)
        : Promise.resolve(null);
    }
    return this.sessionLookup;
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
  const maxAge = Math.floor(sessionPolicyOf(ctx.config, role).maxMs / 1000);
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(ctx, request), maxAge });
  setSignedInHint(ctx, request, reply, maxAge);
}

/** Sets the readable hint; `maxAge` undefined makes it last as long as the browser session. */
export function setSignedInHint(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  maxAge?: number,
): void {
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', {
    ...cookieOptions(ctx, request),
    httpOnly: false,
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

export function clearSessionCookie(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx, request));
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...cookieOptions(ctx, request), httpOnly: false });
}

function cookieOptions(ctx: AppContext, request: FastifyRequest) {
  // request.protocol reads X-Forwarded-Proto only with TRUST_PROXY; an https PUBLIC_URL means the
  // browser talks https to the proxy even when the hop to us is plain http.
  const secure = request.protocol === 'https' || ctx.config.PUBLIC_URL?.startsWith('https:');
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: Boolean(secure) };
}
