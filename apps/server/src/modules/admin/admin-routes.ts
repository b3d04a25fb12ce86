import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { scopeAccess } from '../../plugins/access.ts';
import { registerAdminRefundRoutes } from '../refunds/refunds.routes.ts';
import { registerPayoutAdminRoutes } from '../wallet/wallet.routes.ts';
import { registerApprovalRoutes } from './approvals.routes.ts';
import { registerCatalogAdminRoutes } from './catalog-admin.routes.ts';
import { registerConsultationsAdminRoutes } from './consultations-admin.routes.ts';
import { registerAdminExportRoutes } from './exports/exports.routes.ts';
import { registerAdminFinanceRoutes } from './finance.routes.ts';
import { registerAdminOverviewRoutes } from './overview.routes.ts';
import { registerQueryAdminRoutes } from './queries.routes.ts';
import { registerAdminUserRoutes } from './users.routes.ts';

/**
 * Every admin route, in one encapsulated scope whose access is 'admin': each of them refuses a
 * visitor (401) and anyone not an admin (403) before its body is read. The access plugin refuses
 * to start a server with an /api/admin/ route outside this scope.
 */
export async function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (admin) => {
    scopeAccess(admin, 'admin');
    registerCatalogAdminRoutes(admin, ctx);
    registerConsultationsAdminRoutes(admin, ctx);
    registerQueryAdminRoutes(admin, ctx);
    registerAdminOverviewRoutes(admin, ctx);
    registerAdminFinanceRoutes(admin, ctx);
    registerAdminExportRoutes(admin, ctx);
    registerApprovalRoutes(admin, ctx);
    registerAdminUserRoutes(admin, ctx);
    registerPayoutAdminRoutes(admin, ctx);
    registerAdminRefundRoutes(admin, ctx);
  });
}
