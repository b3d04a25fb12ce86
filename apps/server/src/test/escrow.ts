import { eq } from 'drizzle-orm';
import { consultations } from '../db/schema/index.ts';
import { escrowReleaseJob } from '../modules/payments/escrow-release.job.ts';
import type { TestApp } from './app.ts';

// A paid case carried to the end: completed (as the reopen window's end would complete it) and
// its escrow released by the job, for refund, wallet and payout tests.

/** Sets the case to completed straight in the database, as the lifecycle's last step does. */
export async function completeConsultation(t: TestApp, consultationId: string): Promise<void> {
  const now = new Date();
  await t.database.db
    .update(consultations)
    .set({ status: 'completed', closedAt: now, completedAt: now })
    .where(eq(consultations.id, consultationId));
}

/** Completes the case and runs one pass of the escrow-release job. */
export async function completeAndRelease(t: TestApp, consultationId: string): Promise<void> {
  await completeConsultation(t, consultationId);
  await escrowReleaseJob.runOnce(t.ctx);
}
