import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { refunds } from '../../db/schema/index.ts';
import { deliverRefund } from './refunds.service.ts';
import type { Job } from '../../jobs/job-runner.ts';

/** Refunds claimed per pass; the rest wait for the next one. */
const BATCH = 20;
/** A fresh refund is being sent by the request that booked it; the job leaves it alone a while. */
const GRACE_SECONDS = 30;

/**
 * Sends again the refunds the gateway has not accepted yet (it was down, or the server stopped
 * between booking and sending). Claiming counts the attempt under FOR UPDATE SKIP LOCKED, in a
 * short transaction that ends before any call to the gateway; attempt n waits until n² minutes
 * after the refund was booked, so a gateway that stays down is asked less and less often. Should
 * two instances still send one refund, its id is the idempotency key: the gateway refunds once.
 */
export const refundRetryJob: Job = {
  name: 'refund-retry',
  async runOnce(ctx: AppContext, now = new Date()): Promise<number> {
    const claimed = await ctx.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            lte(
              refunds.createdAt,
              sql`${now.toISOString()}::timestamptz - make_interval(secs => ${GRACE_SECONDS} + 60 * ${refunds.attempts} * ${refunds.attempts})`,
            ),
          ),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1` })
        .where(
          inArray(
            refunds.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
    for (const refund of claimed) await deliverRefund(ctx, refund);
    return claimed.length;
  },
};
