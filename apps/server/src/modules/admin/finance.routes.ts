import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTransactionPageSchema,
  adminTransactionQuerySchema,
  financialSummarySchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { financialSummary, listTransactions } from './finance.service.ts';
import { routeOptions } from '../../http/route-options.ts';

/** The admin financial tab: summary and transactions (payouts live in the wallet module). */
export function registerAdminFinanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/financial/summary',
    routeOptions({ tags, answer: financialSummarySchema }),
    async () => financialSummary(ctx),
  );

  api.get(
    '/api/admin/financial/transactions',
    routeOptions({ tags, query: adminTransactionQuerySchema, answer: adminTransactionPageSchema }),
    async (request) => listTransactions(ctx, request.query),
  );
}
