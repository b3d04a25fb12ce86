import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayPayment } from './payment-gateway.ts';
import { hmacHex } from './signatures.ts';

/** A signed webhook as the gateway sends it: the exact bytes and the headers that vouch for them. */
export interface WebhookDelivery {
  body: string;
  headers: Record<string, string>;
}

/** Where the simulated gateway sends its webhooks: our own POST /api/payments/webhook. */
export type WebhookSender = (delivery: WebhookDelivery) => Promise<void>;

export type PaymentEvent = 'payment.captured' | 'payment.failed';

/**
 * A payment event's body as Razorpay sends it. Tests that deliver events by hand build them here
 * too, so what they forge, replay or reorder is exactly what the gateway sends.
 */
export function paymentEventBody(
  event: PaymentEvent,
  payment: GatewayPayment,
  method: string,
): string {
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_simulated',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.id,
          entity: 'payment',
          amount: payment.amountPaise,
          currency: 'INR',
          status: payment.status,
          order_id: payment.orderId,
          method,
          error_description: payment.errorDescription,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
}

/**
 * The simulated gateway's webhooks, shaped and signed as Razorpay's (X-Razorpay-Signature over the
 * body, X-Razorpay-Event-Id), each sent after the answer that caused it has gone out. A failed
 * delivery is logged, never thrown: the reconciler makes good a lost one, as with Razorpay.
 */
export function createWebhookOutbox(secret: string, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();
  let sender: WebhookSender | null = null;

  return {
    send(event: PaymentEvent, payment: GatewayPayment, method: string) {
      const body = paymentEventBody(event, payment, method);
      const delivery: WebhookDelivery = {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(secret, body),
          'x-razorpay-event-id': `evt_sim_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
        },
      };
      const send = sender;
      if (!send) {
        log.warn({ event, orderId: payment.orderId }, 'simulated webhook not sent: no receiver');
        return;
      }
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(delivery))
        .catch((error: unknown) =>
          log.error({ err: error, event, orderId: payment.orderId }, 'simulated webhook failed'),
        );
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },

    /** Sets where webhooks go; answers the sender it replaces. */
    connect(next: WebhookSender | null): WebhookSender | null {
      const previous = sender;
      sender = next;
      return previous;
    },

    /** Resolves once every delivery under way (and any it led to) has finished. */
    async settle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
