import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPayoutQuerySchema,
  markPayoutPaidSchema,
  pageQuerySchema,
  payoutPageSchema,
  payoutSchema,
  requestPayoutSchema,
  walletMovementPageSchema,
  walletSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { idParams } from '../../http/params.ts';
import { signedIn } from '../../plugins/access.ts';
import { listOwnPayouts, listPayouts, markPayoutPaid, requestPayout } from './payouts.service.ts';
import { walletMovements, walletOf } from './wallet.service.ts';

const payoutParams = idParams('PAYOUT_NOT_FOUND');

/** The professional's wallet and payouts; the admin's side is registerPayoutAdminRoutes. */
export function registerWalletRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get(
    '/api/professional/wallet',
    {
      config: { access: 'approved-professional' },
      schema: { tags, response: { 200: walletSchema } },
    },
    async (request) => walletOf(ctx, signedIn(request).id),
  );

  api.get(
    '/api/professional/wallet/movements',
    {
      config: { access: 'approved-professional' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: walletMovementPageSchema } },
    },
    async (request) => walletMovements(ctx, signedIn(request).id, request.query),
  );

  api.post(
    '/api/professional/payouts',
    {
      config: { access: 'approved-professional' },
      schema: { tags, body: requestPayoutSchema, response: { 201: payoutSchema } },
    },
    async (request, reply) => {
      const professional = signedIn(request);
      const payout = await requestPayout(ctx, professional.id, request.body.amount);
      return reply.status(201).send(payout);
    },
  );

  api.get(
    '/api/professional/payouts',
    {
      config: { access: 'approved-professional' },
      schema: { tags, querystring: pageQuerySchema, response: { 200: payoutPageSchema } },
    },
    async (request) => listOwnPayouts(ctx, signedIn(request).id, request.query),
  );
}

/** The admin's side of payouts: registered in the admin scope. */
export function registerPayoutAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get(
    '/api/admin/payouts',
    { schema: { tags, querystring: adminPayoutQuerySchema, response: { 200: payoutPageSchema } } },
    async (request) => {
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
      const admin = signedIn(request);
      return markPayoutPaid(ctx, admin.id, request.params.id, request.body.bankReference);
    },
  );
}
