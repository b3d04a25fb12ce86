import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  markPayoutPaidSchema,
  pageQuerySchema,
  PAYOUT_STATUSES,
  payoutPageSchema,
  payoutSchema,
  requestPayoutSchema,
  walletMovementPageSchema,
  walletSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { requireApprovedProfessional } from '../../policies/professional-guard.ts';
import { requireRole } from '../auth/guards.ts';
import { listOwnPayouts, listPayouts, markPayoutPaid, requestPayout } from './payouts.service.ts';
import { walletMovements, walletOf } from './wallet.service.ts';

const payoutParams = z.object({ id: z.string().max(100) });
const adminPayoutQuery = pageQuerySchema.extend({
  status: z.enum(PAYOUT_STATUSES, "status must be 'requested' or 'paid'").optional(),
});

/** The professional's wallet and payouts, and the admin's side of payouts. */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get(
    '/api/professional/wallet',
    { schema: { tags, response: { 200: walletSchema } } },
    async (request) => walletOf(ctx, (await requireApprovedProfessional(request)).id),
  );

  api.get(
    '/api/professional/wallet/movements',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: walletMovementPageSchema } } },
    async (request) =>
      walletMovements(ctx, (await requireApprovedProfessional(request)).id, request.query),
  );

  api.post(
    '/api/professional/payouts',
    { schema: { tags, body: requestPayoutSchema, response: { 201: payoutSchema } } },
    async (request, reply) => {
      const professional = await requireApprovedProfessional(request);
      const payout = await requestPayout(ctx, professional.id, request.body.amount);
      return reply.status(201).send(payout);
    },
  );

  api.get(
    '/api/professional/payouts',
    { schema: { tags, querystring: pageQuerySchema, response: { 200: payoutPageSchema } } },
    async (request) =>
      listOwnPayouts(ctx, (await requireApprovedProfessional(request)).id, request.query),
  );

  api.get(
    '/api/admin/payouts',
    { schema: { tags, querystring: adminPayoutQuery, response: { 200: payoutPageSchema } } },
    async (request) => {
      await requireRole(request, 'admin');
      return listPayouts(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/payouts/:id/mark-paid',
    {
      schema: {
        tags,
        params: payoutParams,
        body: markPayoutPaidSchema,
        response: { 200: payoutSchema },
      },
    },
    async (request) => {
      const admin = await requireRole(request, 'admin');
      return markPayoutPaid(ctx, admin.id, request.params.id, request.body.bankReference);
    },
  );
}
