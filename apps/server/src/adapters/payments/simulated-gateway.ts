import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod, SimulatePaymentResult } from '@salahkar/domain';
import type { Database, Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  simulatedGatewayOrders,
  simulatedGatewayPayments,
  simulatedGatewayRefunds,
} from '../../db/schema/index.ts';
import {
  GatewayError,
  type CreateOrderInput,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentSignatureInput,
  type RefundInput,
} from './payment-gateway.ts';
import { hmacHex, hmacMatches, paymentSignatureMessage } from './signatures.ts';
import { createWebhookOutbox, type WebhookSender } from './simulated-webhooks.ts';

export type { WebhookDelivery, WebhookSender } from './simulated-webhooks.ts';

/**
 * The built-in gateway: the default on a fresh machine. It keeps its own books (the
 * simulated_gateway_* tables) and signs exactly as Razorpay does, so everything downstream of the
 * gateway (verify, webhook, reconciler, refunds) runs the same code paths as with real keys.
 */
export interface SimulatedGateway extends PaymentGateway {
  readonly name: 'simulated';
  /**
   * The checkout page's Pay or Fail button: records the attempt and answers what Razorpay
   * Checkout would hand its handler; the signed webhook follows, asynchronously.
   */
  pay(
    orderId: string,
    outcome: 'success' | 'failure',
    method: PaymentMethod,
  ): Promise<SimulatePaymentResult>;
  /**
   * Connects the webhook delivery once the server that receives it exists; answers the sender it
   * replaces (a test stands in a lossy one, then puts the real one back).
   */
  sendWebhooksWith(sender: WebhookSender | null): WebhookSender | null;
  /** Waits for every webhook delivery under way: tests and shutdown call it. */
  settle(): Promise<void>;
}

export const SIMULATED_DECLINE = 'Your bank declined this payment (simulated). Please try again.';

/** Razorpay's ids are a prefix and 14 characters; ours add `sim_` to tell them apart. */
function simulatedId(prefix: string): string {
  return `${prefix}_sim_${randomBytes(7).toString('hex')}`;
}

/** The simulated gateway on our database, signing with `secret` (payments and webhooks alike). */
export function createSimulatedGateway(options: {
  db: Database;
  secret: string;
  log: FastifyBaseLogger;
}): SimulatedGateway {
  const { db, secret, log } = options;
  const webhooks = createWebhookOutbox(secret, log);

  async function paymentsOfOrder(orderId: string): Promise<GatewayPayment[]> {
    const rows = await db
      .select()
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.orderId, orderId))
      .orderBy(simulatedGatewayPayments.createdAt);
    if (rows.length === 0) return [];
    const refunded = await db
      .select({
        paymentId: simulatedGatewayRefunds.paymentId,
        total: sql<number>`sum(${simulatedGatewayRefunds.amountPaise})::int`,
      })
      .from(simulatedGatewayRefunds)
      .where(
        inArray(
          simulatedGatewayRefunds.paymentId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(simulatedGatewayRefunds.paymentId);
    const refundedOf = new Map(refunded.map((row) => [row.paymentId, row.total]));
    // As Razorpay reports it: a captured payment refunded in full reads 'refunded'.
    return rows.map((payment) => ({
      id: payment.id,
      orderId: payment.orderId,
      amountPaise: payment.amountPaise,
      status:
        payment.status === 'captured' && (refundedOf.get(payment.id) ?? 0) >= payment.amountPaise
          ? 'refunded'
          : (payment.status as 'captured' | 'failed'),
      errorDescription: payment.errorDescription,
    }));
  }

  return {
    name: 'simulated',
    keyId: 'simulated',
    checkoutScriptUrl: null,

    async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
      const id = simulatedId('order');
      await db
        .insert(simulatedGatewayOrders)
        .values({ id, amountPaise: input.amountPaise, receipt: input.receipt });
      return { id, amountPaise: input.amountPaise, currency: 'INR' };
    },

    verifyPaymentSignature(input: PaymentSignatureInput): boolean {
      const message = paymentSignatureMessage(input.orderId, input.paymentId);
      return hmacMatches(secret, message, input.signature);
    },

    verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
      return hmacMatches(secret, rawBody, signature);
    },

    fetchOrderPayments: paymentsOfOrder,

    async refund(input: RefundInput): Promise<GatewayRefund> {
      const answer = (row: typeof simulatedGatewayRefunds.$inferSelect): GatewayRefund => ({
        id: row.id,
        paymentId: row.paymentId,
        amountPaise: row.amountPaise,
        status: 'processed',
      });
      const existing = async (handle: Queryable = db) => {
        const [row] = await handle
          .select()
          .from(simulatedGatewayRefunds)
          .where(eq(simulatedGatewayRefunds.idempotencyKey, input.idempotencyKey));
        return row;
      };
      const known = await existing();
      if (known) return answer(known);
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0) {
        throw new GatewayError('The refund amount must be a positive number of paise', 400);
      }
      try {
        return await db.transaction(async (tx) => {
          const [payment] = await tx
            .select()
            .from(simulatedGatewayPayments)
            .where(
              and(
                eq(simulatedGatewayPayments.id, input.paymentId),
                eq(simulatedGatewayPayments.status, 'captured'),
              ),
            )
            .for('update');
          if (!payment) throw new GatewayError(`No captured payment ${input.paymentId}`, 400);
          // Asked again under the payment's lock: the same key may have just been refunded.
          const raced = await existing(tx);
          if (raced) return answer(raced);
          const [{ refunded } = { refunded: 0 }] = await tx
            .select({
              refunded: sql<number>`coalesce(sum(${simulatedGatewayRefunds.amountPaise}), 0)::int`,
            })
            .from(simulatedGatewayRefunds)
            .where(eq(simulatedGatewayRefunds.paymentId, payment.id));
          if (refunded + input.amountPaise > payment.amountPaise) {
            throw new GatewayError(
              'The total refund amount is greater than the captured amount',
              400,
            );
          }
          const [row] = await tx
            .insert(simulatedGatewayRefunds)
            .values({
              id: simulatedId('rfnd'),
              paymentId: payment.id,
              amountPaise: input.amountPaise,
              idempotencyKey: input.idempotencyKey,
            })
            .returning();
          return answer(row!);
        });
      } catch (error) {
        // The same key raced in from another caller: answer the refund it made.
        if (isUniqueViolation(error)) {
          const raced = await existing();
          if (raced) return answer(raced);
        }
        throw error;
      }
    },

    async pay(orderId, outcome, method) {
      const failed = outcome === 'failure';
      // The order row's lock makes a double click pay once: the second Pay answers the first.
      const attempt = await db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(simulatedGatewayOrders)
          .where(eq(simulatedGatewayOrders.id, orderId))
          .for('update');
        if (!order) throw new GatewayError(`No order ${orderId}`, 400);
        const [captured] = await tx
          .select({ id: simulatedGatewayPayments.id })
          .from(simulatedGatewayPayments)
          .where(
            and(
              eq(simulatedGatewayPayments.orderId, orderId),
              eq(simulatedGatewayPayments.status, 'captured'),
            ),
          );
        if (captured) return { paymentId: captured.id, made: null };
        const made: GatewayPayment = {
          id: simulatedId('pay'),
          orderId,
          amountPaise: order.amountPaise,
          status: failed ? 'failed' : 'captured',
          errorDescription: failed ? SIMULATED_DECLINE : null,
        };
        await tx.insert(simulatedGatewayPayments).values({
          id: made.id,
          orderId,
          amountPaise: made.amountPaise,
          status: made.status,
          method,
          errorDescription: made.errorDescription,
        });
        return { paymentId: made.id, made };
      });

      if (attempt.made) {
        webhooks.send(failed ? 'payment.failed' : 'payment.captured', attempt.made, method);
      }
      if (!attempt.made || !failed) {
        return {
          razorpay_order_id: orderId,
          razorpay_payment_id: attempt.paymentId,
          razorpay_signature: hmacHex(secret, paymentSignatureMessage(orderId, attempt.paymentId)),
        };
      }
      return {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SIMULATED_DECLINE,
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: attempt.paymentId },
        },
      };
    },

    sendWebhooksWith: webhooks.connect,
    settle: webhooks.settle,
  };
}
