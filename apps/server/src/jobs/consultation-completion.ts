import { and, asc, eq, lte } from 'drizzle-orm';
import { assertTransition, REOPEN_WINDOW_MS } from '@salahkar/domain';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { consultations, type Consultation, type Notification } from '../db/schema/index.ts';
import { pushConsultationUpdate } from '../modules/notifications/consultation-pushes.ts';
import { completedNotices } from '../modules/notifications/notices.ts';
import { notify, pushNotifications } from '../modules/notifications/notify.ts';
import type { Job } from './job-runner.ts';

/** Cases completed per pass, each in its own transaction; the rest wait for the next pass. */
const BATCH = 100;

/**
 * Completes closed cases once their 24-hour reopen window has passed (closed → completed,
 * completedAt); escrow-release then pays the professional. A reopen request moves a case out of
 * `closed`, so `status = closed` is the "no reopen request" condition, and the request and this
 * job take the same row lock: whichever comes first wins, the other sees the new status. Each case
 * is claimed with FOR UPDATE SKIP LOCKED, so instances running at once complete it exactly once.
 */
export const consultationCompletionJob: Job = {
  name: 'consultation-completion',
  async runOnce(ctx: AppContext, now = new Date()): Promise<number> {
    let completed = 0;
    while (completed < BATCH) {
      const done = await ctx.db.transaction((tx) => completeNextCase(tx, now));
      if (!done) break;
      completed += 1;
      await pushConsultationUpdate(ctx, done.consultation, 'consultation_completed');
      await pushNotifications(ctx, done.notices);
    }
    return completed;
  },
};

/** Claims one case whose reopen window has passed and completes it; null when none is left. */
async function completeNextCase(
  tx: Transaction,
  now: Date,
): Promise<{ consultation: Consultation; notices: Notification[] } | null> {
  const windowStart = new Date(now.getTime() - REOPEN_WINDOW_MS);
  const [due] = await tx
    .select()
    .from(consultations)
    .where(and(eq(consultations.status, 'closed'), lte(consultations.closedAt, windowStart)))
    .orderBy(asc(consultations.closedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return null;
  const next = assertTransition(due.status, 'completeAfterWindow');
  const [completed] = await tx
    .update(consultations)
    .set({ status: next, completedAt: now })
    .where(eq(consultations.id, due.id))
    .returning();
  const notices = await notify(tx, completedNotices(completed!));
  return { consultation: completed!, notices };
}
