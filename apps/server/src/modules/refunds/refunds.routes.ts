import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminRefundSchema,
  cancelConsultationSchema,
  cancellationResultSchema,
  refundSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams, uuidParam } from '../../http/params.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import { routeOptions } from '../../http/route-options.ts';
import { refundByAdmin } from './admin-refunds.service.ts';
import { giveUpConsultation } from './cancellations.service.ts';

const paymentParams = z.object({ paymentId: uuidParam('PAYMENT_NOT_FOUND') });
// The reason is optional, so an empty POST is a cancellation without one.
const givingUpBody = cancelConsultationSchema.optional();

/** Money back to the user: the owner cancels, the professional withdraws (an admin: below). */
export function registerRefundRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['refunds'];
  const givingUp = {
    config: { access: 'user' as const },
    schema: {
      tags,
      params: consultationParams,
      body: givingUpBody,
      response: { 200: cancellationResultSchema },
    },
  };

  // The owner's Cancel & Refund and the professional's Withdraw: one step, told which it is.
  for (const ability of ['cancel', 'withdraw'] as const) {
    api.post(`/api/consultations/:id/${ability}`, givingUp, async (request, reply) => {
      const user = signedIn(request);
      return withIdempotency(ctx, request, reply, user.id, async () => ({
        status: 200,
        body: await giveUpConsultation(
          ctx,
          user,
          request.params.id,
          request.body?.reason ?? null,
          ability,
        ),
      }));
    });
  }
}

/** An admin refunds a payment: registered in the admin scope. */
export function registerAdminRefundRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/payments/:paymentId/refund',
    routeOptions({
      tags: ['refunds'],
      params: paymentParams,
      body: adminRefundSchema,
      created: refundSchema,
    }),
    async (request, reply) => {
      const admin = signedIn(request);
      return withIdempotency(ctx, request, reply, admin.id, async () => ({
        status: 201,
        body: await refundByAdmin(ctx, admin.id, request.params.paymentId, request.body),
      }));
    },
  );
}
