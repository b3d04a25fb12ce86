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
    {
      config: { access: 'user' },
      schema: { tags, params: orderParams, response: { 200: checkoutOrderSchema } },
    },
    async (request) => getCheckoutOrder(ctx, signedIn(request), request.params.orderId),
  );

  api.put(
    '/api/payments/orders/:orderId/billing',
    {
      config: { access: 'user' },
      schema: {
        tags,
        params: orderParams,
        body: billingInputSchema,
        response: { 200: billingSchema },
      },
    },
    async (request) => saveBilling(ctx, signedIn(request), request.params.orderId, request.body),
  );

  api.post(
    '/api/payments/verify',
    {
      config: { access: 'user' },
      schema: { tags, body: verifyPaymentSchema, response: { 200: verifiedPaymentSchema } },
    },
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
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: simulatePaymentSchema,
          response: { 200: simulatePaymentResultSchema },
        },
      },
      async (request) => simulatePayment(ctx, signedIn(request), request.body),
    );
  }

  api.get(
    '/api/consultations/:id/payments',
    {
      config: { access: 'user' },
      schema: { tags, params: consultationParams, response: { 200: consultationPaymentsSchema } },
    },
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
        { config: { access: 'public' }, schema: { tags, response: { 200: webhookAnswerSchema } } },
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
