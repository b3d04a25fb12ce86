import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTransactionPageSchema,
  adminTransactionQuerySchema,
  financialSummarySchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { financialSummary, listTransactions } from './finance.service.ts';

/** The admin financial tab: summary and transactions (payouts live in the wallet module). */
export function registerAdminFinanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/financial/summary',
    { schema: { tags, response: { 200: financialSummarySchema } } },
    async () => financialSummary(ctx),
  );

  api.get(
    '/api/admin/financial/transactions',
    {
      schema: {
        tags,
        querystring: adminTransactionQuerySchema,
        response: { 200: adminTransactionPageSchema },
      },
    },
    async (request) => listTransactions(ctx, request.query),
  );
}
