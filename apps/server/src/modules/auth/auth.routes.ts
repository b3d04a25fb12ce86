import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, loginResponseSchema, loginSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { AppError, errorBodyOf } from '../../errors.ts';
import { clearSessionCookie, cookieSid } from '../../plugins/session.ts';
import { getCurrentUser } from './current-user.ts';
import { signedIn } from '../../plugins/access.ts';
import { logIn } from './login.service.ts';
import { answerSignIn } from './sign-in-answer.ts';
import { registerAccountSessionRoutes } from './account-sessions.routes.ts';
import { registerPasswordResetRoutes } from './password-reset.routes.ts';
import { registerRegistrationRoutes } from './registration.routes.ts';
import { endSession } from '../../plugins/session-store.ts';
import { routeOptions } from '../../http/route-options.ts';

/**
 * Sign-in, the current user and sign-out; registration, password reset and the sessions list have
 * their own files.
 */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/login',
    routeOptions({
      access: 'public',
      tags: ['auth'],
      body: loginSchema,
      answer: loginResponseSchema,
    }),
    async (request, reply) =>
      answerSignIn(ctx, request, reply, (from) => logIn(ctx, request.body, from)),
  );

  api.get(
    '/api/auth/user',
    routeOptions({ access: 'user', tags: ['auth'], answer: currentUserSchema }),
    async (request, reply) => {
      const current = await getCurrentUser(ctx.db, signedIn(request).id);
      // Already looked up (and remembered) by the access check: no second query.
      const session = await request.loadSession();
      reply.header('Cache-Control', 'no-store');
      // The DTO was made for this answer: completed in place rather than copied.
      current.firstSession = session?.firstSession ?? false;
      return current;
    },
  );

  // A plain navigation from the browser (docs/product/rulings.md, R-25), hence GET and a redirect.
  api.get(
    '/api/login',
    routeOptions({ access: 'public', tags: ['auth'] }),
    async (_request, reply) => reply.redirect('/login'),
  );

  // Signing out changes state, so it is a POST: a GET would let any site sign a visitor out with
  // a link or an image. The web app posts, then goes home itself.
  api.post(
    '/api/logout',
    routeOptions({ access: 'public', tags: ['auth'] }),
    async (request, reply) => {
      const sid = cookieSid(request);
      const userId = sid ? await endSession(ctx.db, sid) : null;
      // The session's sockets close at once (4401), on whichever instance holds them.
      if (userId && sid) await ctx.live.disconnect(userId, 'logged_out', sid);
      clearSessionCookie(ctx, request, reply);
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/logout',
    routeOptions({ access: 'public', tags: ['auth'] }),
    async (_request, reply) =>
      reply
        .status(405)
        .header('Allow', 'POST')
        .send(errorBodyOf(new AppError('LOGOUT_NEEDS_POST'))),
  );

  registerAccountSessionRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
}
