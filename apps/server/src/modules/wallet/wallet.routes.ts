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
import { routeOptions } from '../../http/route-options.ts';
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
    routeOptions({ access: 'approved-professional', tags, answer: walletSchema }),
    async (request) => walletOf(ctx, signedIn(request).id),
  );

  api.get(
    '/api/professional/wallet/movements',
    routeOptions({
      access: 'approved-professional',
      tags,
      query: pageQuerySchema,
      answer: walletMovementPageSchema,
    }),
    async (request) => walletMovements(ctx, signedIn(request).id, request.query),
  );

  api.post(
    '/api/professional/payouts',
    routeOptions({
      access: 'approved-professional',
      tags,
      body: requestPayoutSchema,
      created: payoutSchema,
    }),
    async (request, reply) => {
      const professional = signedIn(request);
      const payout = await requestPayout(ctx, professional.id, request.body.amount);
      return reply.status(201).send(payout);
    },
  );

  api.get(
    '/api/professional/payouts',
    routeOptions({
      access: 'approved-professional',
      tags,
      query: pageQuerySchema,
      answer: payoutPageSchema,
    }),
    async (request) => listOwnPayouts(ctx, signedIn(request).id, request.query),
  );
}

/** The admin's side of payouts: registered in the admin scope. */
export function registerPayoutAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wallet'];

  api.get(
    '/api/admin/payouts',
    routeOptions({ tags, query: adminPayoutQuerySchema, answer: payoutPageSchema }),
    async (request) => {
      return listPayouts(ctx, request.query);
    },
  );

  api.post(
    '/api/admin/payouts/:id/mark-paid',
    routeOptions({ tags, params: payoutParams, body: markPayoutPaidSchema, answer: payoutSchema }),
    async (request) => {
      const admin = signedIn(request);
      return markPayoutPaid(ctx, admin.id, request.params.id, request.body.bankReference);
    },
  );
}
