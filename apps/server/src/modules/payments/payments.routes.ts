import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingInputSchema,
  billingSchema,
  checkoutOrderSchema,
  consultationPaymentsSchema,
  simulatePaymentResultSchema,
  simulatePaymentSchema,
  verifiedPaymentSchema,
  verifyPaymentSchema,
} from '@salahkar/domain';
import { isSimulatedGateway } from '../../adapters/payments/index.ts';
import type { AppContext } from '../../context.ts';
import { signedIn } from '../../plugins/access.ts';
import { consultationParams } from '../../http/params.ts';
import { saveBilling } from './billing.ts';
import { getCheckoutOrder, simulatePayment, verifyPayment } from './checkout.service.ts';
import { listConsultationPayments } from './consultation-payments.ts';
import { withIdempotency } from '../../http/idempotency.ts';
import { routeOptions } from '../../http/route-options.ts';
import { receiveWebhook } from './webhook.service.ts';

const orderParams = z.object({ orderId: z.string().max(100) });
const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });

/**
 * The checkout and the gateway's side of a payment: the order the checkout shows, the payer's
 * verify call, the gateway's webhook, the simulated gateway's buttons, and a consultation's
 * payments with their refunds and receipts.
 */
export async function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  api.get(
    '/api/payments/orders/:orderId',
    routeOptions({ access: 'user', tags, params: orderParams, answer: checkoutOrderSchema }),
    async (request) => getCheckoutOrder(ctx, signedIn(request), request.params.orderId),
  );

  api.put(
    '/api/payments/orders/:orderId/billing',
    routeOptions({
      access: 'user',
      tags,
      params: orderParams,
      body: billingInputSchema,
      answer: billingSchema,
    }),
    async (request) => saveBilling(ctx, signedIn(request), request.params.orderId, request.body),
  );

  api.post(
    '/api/payments/verify',
    routeOptions({
      access: 'user',
      tags,
      body: verifyPaymentSchema,
      answer: verifiedPaymentSchema,
    }),
    async (request, reply) => {
      const payer = signedIn(request);
      return withIdempotency(ctx, request, reply, payer.id, async () => ({
        status: 200,
        body: await verifyPayment(ctx, payer, request.body),
      }));
    },
  );

  if (isSimulatedGateway(ctx.gateway)) {
    api.post(
      '/api/payments/simulate',
      routeOptions({
        access: 'user',
        tags,
        body: simulatePaymentSchema,
        answer: simulatePaymentResultSchema,
      }),
      async (request) => simulatePayment(ctx, signedIn(request), request.body),
    );
  }

  api.get(
    '/api/consultations/:id/payments',
    routeOptions({
      access: 'user',
      tags,
      params: consultationParams,
      answer: consultationPaymentsSchema,
    }),
    async (request) => listConsultationPayments(ctx, signedIn(request), request.params.id),
  );

  // The webhook's signature covers the exact bytes sent, so this route alone reads its body raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/payments/webhook',
        routeOptions({ access: 'public', tags, answer: webhookAnswerSchema }),
        async (request) => {
          const header = (name: string) => {
            const value = request.headers[name];
            return Array.isArray(value) ? value[0] : value;
          };
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const { duplicate } = await receiveWebhook(ctx, body, {
            signature: header('x-razorpay-signature'),
            eventId: header('x-razorpay-event-id'),
          });
          return { received: true as const, duplicate };
        },
      );
  });
}
