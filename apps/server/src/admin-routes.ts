import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';
import { scopeAccess } from './plugins/access.ts';
import { registerAdminRefundRoutes } from './modules/refunds/refunds.routes.ts';
import { registerPayoutAdminRoutes } from './modules/wallet/wallet.routes.ts';
import { registerApprovalRoutes } from './modules/admin/approvals.routes.ts';
import { registerCatalogAdminRoutes } from './modules/admin/catalog-admin.routes.ts';
import { registerConsultationsAdminRoutes } from './modules/admin/consultations-admin.routes.ts';
import { registerReopenAdminRoutes } from './modules/case-closing/case-closing.routes.ts';
import { registerAdminExportRoutes } from './modules/admin/exports/exports.routes.ts';
import { registerAdminFinanceRoutes } from './modules/admin/finance.routes.ts';
import { registerAdminOverviewRoutes } from './modules/admin/overview.routes.ts';
import { registerComplaintAdminRoutes } from './modules/complaints/complaints-admin.routes.ts';
import { registerAdminUserRoutes } from './modules/admin/users.routes.ts';

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
    registerReopenAdminRoutes(admin, ctx);
    registerComplaintAdminRoutes(admin, ctx);
    registerAdminOverviewRoutes(admin, ctx);
    registerAdminFinanceRoutes(admin, ctx);
    registerAdminExportRoutes(admin, ctx);
    registerApprovalRoutes(admin, ctx);
    registerAdminUserRoutes(admin, ctx);
    registerPayoutAdminRoutes(admin, ctx);
    registerAdminRefundRoutes(admin, ctx);
  });
}
