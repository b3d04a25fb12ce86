import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REOPEN_WINDOW_MS, type ConsultationStatus } from '@salahkar/domain';
import { consultations, notifications } from '../../db/schema/index.ts';
import { createChatCase, postAction, postMessage } from '../../test/chat.ts';
import { walletBalanceOf } from '../ledger/ledger.ts';
import { marketplace } from '../../test/marketplace.ts';
import { useLedgerCheckedApp } from '../../test/checked-app.ts';
import { createPaidConsultation } from '../../test/payments.ts';
import { consultationCompletionJob } from './consultation-completion.job.ts';
import { escrowReleaseJob } from '../payments/escrow-release.job.ts';

const t = useLedgerCheckedApp();
const m = marketplace(t);

const DAY = REOPEN_WINDOW_MS;
const closedAt = new Date('2026-06-01T12:00:00.000Z');

/** Completes whatever earlier tests left due, so each test counts only its own cases. */
async function drain() {
  const farFuture = new Date(Date.now() + 365 * DAY);
  while ((await consultationCompletionJob.runOnce(t.ctx, farFuture)) > 0);
}

async function closedCase(status: ConsultationStatus = 'closed') {
  return createChatCase(t, status, { closedAt });
}

const completionNotices = (consultationIds: string[]) =>
  t.database.db
    .select({ userId: notifications.userId, consultationId: notifications.consultationId })
    .from(notifications)
    .where(
      and(
        inArray(notifications.consultationId, consultationIds),
        eq(notifications.type, 'consultation_completed'),
      ),
    );

describe('the consultation-completion job', () => {
  it('completes a closed case once 24 hours have passed since closedAt, not before', async () => {
    await drain();
    const { owner, professional, consultation } = await closedCase();

    expect(
      await consultationCompletionJob.runOnce(t.ctx, new Date(closedAt.getTime() + DAY - 1)),
    ).toBe(0);
    expect((await m.reloadConsultation(consultation.id))!.status).toBe('closed');

    const due = new Date(closedAt.getTime() + DAY);
    expect(await consultationCompletionJob.runOnce(t.ctx, due)).toBe(1);
    const row = await m.reloadConsultation(consultation.id);
    expect(row).toMatchObject({ status: 'completed', completedAt: due });
    expect(
      (await completionNotices([consultation.id])).map((notice) => notice.userId).sort(),
    ).toEqual([owner.user.id, professional.user.id].sort());
    expect(await consultationCompletionJob.runOnce(t.ctx, due)).toBe(0);
  });

  it('leaves cases with a reopen request, reopened and active ones alone', async () => {
    await drain();
    const cases = await Promise.all(
      (['under_admin_review', 'reopened', 'in_progress', 'completed'] as const).map((status) =>
        closedCase(status),
      ),
    );
    expect(
      await consultationCompletionJob.runOnce(t.ctx, new Date(closedAt.getTime() + 3 * DAY)),
    ).toBe(0);
    for (const { consultation } of cases) {
      expect((await m.reloadConsultation(consultation.id))!.status).toBe(consultation.status);
    }
  });

  it('completes each case once when two passes run at the same time', async () => {
    await drain();
    const cases = await Promise.all(Array.from({ length: 6 }, () => closedCase()));
    const now = new Date(closedAt.getTime() + 2 * DAY);
    const [first, second] = await Promise.all([
      consultationCompletionJob.runOnce(t.ctx, now),
      consultationCompletionJob.runOnce(t.ctx, now),
    ]);
    expect(first + second).toBe(6);
    const ids = cases.map((c) => c.consultation.id);
    const rows = await t.database.db
      .select({ status: consultations.status })
      .from(consultations)
      .where(inArray(consultations.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('completed'));
    // One notice per participant per case: nobody completed a case twice.
    expect(await completionNotices(ids)).toHaveLength(12);
  });

  it('completes a paid case closed through HTTP, and escrow-release then pays out', async () => {
    await drain();
    const { owner, professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '1000.00',
    });
    await postMessage(t, owner, consultationId, 'Here are my papers');
    await postMessage(t, professional, consultationId, 'Filed, here is the acknowledgement');
    expect((await postAction(t, professional, consultationId, 'close')).status).toBe(200);
    const { closedAt: closed } = (await m.reloadConsultation(consultationId))!;

    expect(await consultationCompletionJob.runOnce(t.ctx, new Date())).toBe(0);
    expect(await consultationCompletionJob.runOnce(t.ctx, new Date(closed!.getTime() + DAY))).toBe(
      1,
    );
    expect(await escrowReleaseJob.runOnce(t.ctx)).toBeGreaterThanOrEqual(1);
    // ₹1,000 less the default 10% commission.
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(90_000);
  });
});
