import { and, asc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema/index.ts';
import { expireHoldIn } from './payment-hold.ts';
import type { Job } from '../../jobs/job-runner.ts';
import { reconcileOrder } from './payment-reconciler.job.ts';

/** Lapsed holds ended per pass; the rest wait for the next pass. */
const BATCH = 50;

/**
 * Ends the holds that lapsed unpaid: the payment fails ('Payment window expired'), the offer goes
 * back to pending and the request is open to a new choice. Each one is first asked about at the
 * gateway (money captured in the last seconds, its webhook lost, is captured instead of expired),
 * then claimed with FOR UPDATE SKIP LOCKED and ended in a transaction of its own, so instances
 * running the job together share the work and a crash leaves each payment either ended or due.
 */
export const paymentExpiryJob: Job = {
  name: 'payment-expiry',
  async runOnce(ctx: AppContext, now = new Date()) {
    const due = await ctx.db
      .select({ id: payments.id, orderId: payments.gatewayOrderId })
      .from(payments)
      .where(and(eq(payments.status, 'pending'), lte(payments.expiresAt, now)))
      .orderBy(asc(payments.expiresAt))
      .limit(BATCH);
    let expired = 0;
    for (const payment of due) {
      try {
        if (await reconcileOrder(ctx, payment.orderId)) continue;
      } catch (error) {
        // The gateway cannot be asked: the hold still ends; a late capture is honoured anyway.
        ctx.log.warn({ err: error, orderId: payment.orderId }, 'gateway not reachable at expiry');
      }
      const ended = await ctx.db.transaction((tx) =>
        expireHoldIn(tx, payment.id, now, { skipLocked: true }),
      );
      if (ended) expired += 1;
    }
    return expired;
  },
};
