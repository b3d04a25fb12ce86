import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReasonSchema,
  adminStatsSchema,
  adminUserPageSchema,
  adminUserQuerySchema,
  suspensionResultSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { idParams } from '../../http/params.ts';
import { routeOptions } from '../../http/route-options.ts';
import { signedIn } from '../../plugins/access.ts';
import { adminStats, listUsers, setSuspended } from './users.service.ts';

const userParams = idParams('USER_NOT_FOUND');

/** The admin's people list, suspension, and the dashboard tiles. */
export function registerAdminUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/users',
    routeOptions({ tags, query: adminUserQuerySchema, answer: adminUserPageSchema }),
    async (request) => listUsers(ctx, request.query),
  );

  // Suspending needs the reason, which is mailed to the person and kept in the audit log.
  api.put(
    '/api/admin/users/:id/suspend',
    routeOptions({
      tags,
      params: userParams,
      body: adminReasonSchema,
      answer: suspensionResultSchema,
    }),
    async (request) => {
      const admin = signedIn(request);
      return setSuspended(ctx, admin.id, request.params.id, { reason: request.body.reason });
    },
  );

  api.put(
    '/api/admin/users/:id/unsuspend',
    routeOptions({ tags, params: userParams, answer: suspensionResultSchema }),
    async (request) => {
      const admin = signedIn(request);
      return setSuspended(ctx, admin.id, request.params.id, null);
    },
  );

  api.get('/api/stats/admin', routeOptions({ tags, answer: adminStatsSchema }), async () =>
    adminStats(ctx),
  );
}
