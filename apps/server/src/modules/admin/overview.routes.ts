import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOverviewSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { adminOverview } from './overview.service.ts';
import { routeOptions } from '../../http/route-options.ts';

/** The admin overview tab's metrics, category distribution and recent activity. */
export function registerAdminOverviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/admin/overview',
    routeOptions({ tags: ['admin'], answer: adminOverviewSchema }),
    async () => adminOverview(ctx),
  );
}
