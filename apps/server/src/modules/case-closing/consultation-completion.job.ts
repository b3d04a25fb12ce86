import { and, asc, eq, lte } from 'drizzle-orm';
import { assertTransition, REOPEN_WINDOW_MS } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { consultations } from '../../db/schema/index.ts';
import type { AfterCommit } from '../../db/unit-of-work.ts';
import { pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import { completedNotices } from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { rowByRowJob } from '../../jobs/job-runner.ts';

/** Cases completed per pass, each in its own transaction; the rest wait for the next pass. */
const BATCH = 100;

/**
 * Completes closed cases once their 24-hour reopen window has passed (closed → completed,
 * completedAt); escrow-release then pays the professional. A reopen request moves a case out of
 * `closed`, so `status = closed` is the "no reopen request" condition, and the request and this
 * job take the same row lock: whichever comes first wins, the other sees the new status. Each case
 * is claimed with FOR UPDATE SKIP LOCKED, so instances running at once complete it exactly once.
 */
export const consultationCompletionJob = rowByRowJob(
  'consultation-completion',
  BATCH,
  completeNextCase,
);

/** Claims one case whose reopen window has passed and completes it; null when none is left. */
async function completeNextCase(
  ctx: AppContext,
  tx: Transaction,
  afterCommit: AfterCommit,
  now: Date,
): Promise<boolean> {
  const windowStart = new Date(now.getTime() - REOPEN_WINDOW_MS);
  const [due] = await tx
    .select()
    .from(consultations)
    .where(and(eq(consultations.status, 'closed'), lte(consultations.closedAt, windowStart)))
    .orderBy(asc(consultations.closedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return false;
  const next = assertTransition(due.status, 'completeAfterWindow');
  const [completed] = await tx
    .update(consultations)
    .set({ status: next, completedAt: now })
    .where(eq(consultations.id, due.id))
    .returning();
  afterCommit(() => pushConsultationUpdate(ctx, completed!, 'consultation_completed'));
  await notifyLive(ctx, tx, afterCommit, completedNotices(completed!));
  return true;
}
