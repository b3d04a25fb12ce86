import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { clearSessionCookie } from '../../plugins/session.ts';
import { listAccountSessions, signOutEverywhere, signOutSession } from './account-sessions.ts';
import { routeOptions } from '../../http/route-options.ts';

/** `:id` as the sessions list gives it; anything else is simply not found. */
const sessionParams = z.object({ id: z.string().max(100) });

/** Devices and sessions: the person's own sessions, and signing one or all of them out. */
export function registerAccountSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.get(
    '/api/auth/sessions',
    routeOptions({ access: 'user', tags, answer: accountSessionsSchema }),
    async (request, reply) => {
      // Already looked up (and remembered) by the access check: no second query.
      const current = await request.loadSession();
      reply.header('Cache-Control', 'no-store');
      return { sessions: await listAccountSessions(ctx, signedIn(request), current?.sid) };
    },
  );

  api.delete(
    '/api/auth/sessions/:id',
    routeOptions({ access: 'user', tags, params: sessionParams }),
    async (request, reply) => {
      const current = await request.loadSession();
      const { wasCurrent } = await signOutSession(
        ctx,
        signedIn(request),
        request.params.id,
        current?.sid,
      );
      if (wasCurrent) clearSessionCookie(ctx, request, reply);
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/auth/sessions/sign-out-all',
    routeOptions({ access: 'user', tags }),
    async (request, reply) => {
      await signOutEverywhere(ctx, signedIn(request));
      clearSessionCookie(ctx, request, reply);
      return reply.status(204).send();
    },
  );
}
