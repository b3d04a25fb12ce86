import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { capturePayment } from './capture.ts';
import { paysAnotherAmount } from './order-amount.ts';
import type { Job } from '../../jobs/job-runner.ts';

/** Orders asked about per pass, oldest first; the rest wait for the next pass. */
const BATCH = 50;

/**
 * Asks the gateway about one order and captures it if the gateway holds a captured payment for
 * it, exactly as the webhook would have. Answers whether it captured. An authorized payment is
 * left alone: the order is created for automatic capture, so the gateway captures it shortly (or
 * returns it to the payer itself) and the webhook or a later pass will see it.
 */
export async function reconcileOrder(ctx: AppContext, orderId: string): Promise<boolean> {
  const attempts = await ctx.gateway.fetchOrderPayments(orderId);
  const captured = attempts.find((attempt) => attempt.status === 'captured');
  if (captured) {
    if (await paysAnotherAmount(ctx.db, orderId, captured)) {
      ctx.log.error({ orderId }, 'gateway payment amount differs from its order: not captured');
      return false;
    }
    const outcome = await capturePayment(ctx, { orderId, gatewayPaymentId: captured.id });
    return outcome?.result === 'assigned' || outcome?.result === 'refunding';
  }
  if (attempts.some((attempt) => attempt.status === 'authorized')) {
    ctx.log.warn({ orderId }, 'payment authorized but not captured yet; left for the gateway');
  }
  return false;
}

/**
 * Pending payments older than PAYMENT_RECONCILE_AFTER_MINUTES are looked up at the gateway, so a
 * lost webhook (and a payer who closed the page before verify) never leaves money unaccounted
 * for. Nothing is locked while the gateway is asked; the capture itself locks and is idempotent,
 * so two instances asking about one order capture it once.
 */
export const paymentReconcilerJob: Job = {
  name: 'payment-reconciler',
  async runOnce(ctx, now = new Date()) {
    const cutoff = new Date(now.getTime() - ctx.config.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000);
    const due = await ctx.db
      .select({ orderId: payments.gatewayOrderId })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, cutoff)))
      .orderBy(asc(payments.createdAt))
      .limit(BATCH);
    let captured = 0;
    for (const { orderId } of due) {
      try {
        if (await reconcileOrder(ctx, orderId)) captured += 1;
      } catch (error) {
        ctx.log.error({ err: error, orderId }, 'payment reconciliation failed');
      }
    }
    return captured;
  },
};
