import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsultationStatus } from '@salahkar/domain';
import { consultations, ledgerEntries, notifications } from '../../db/schema/index.ts';
import { accountSum, escrowHeldFor, walletBalanceOf } from '../ledger/ledger.ts';
import { completeConsultation } from '../../test/escrow.ts';
import { marketplace } from '../../test/marketplace.ts';
import { useLedgerCheckedApp } from '../../test/checked-app.ts';
import { createPaidConsultation, paymentOfConsultation } from '../../test/payments.ts';
import { escrowReleaseJob } from './escrow-release.job.ts';

const t = useLedgerCheckedApp();
const m = marketplace(t);

const releaseMovements = (paymentId: string) =>
  t.database.db
    .select()
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.paymentId, paymentId),
        eq(ledgerEntries.description, 'Escrow released at completion'),
      ),
    );

/** Releases whatever else is due, so each test counts only its own payments. */
const drain = async () => {
  while ((await escrowReleaseJob.runOnce(t.ctx)) > 0);
};

describe('the escrow-release job', () => {
  it('holds the money until the case is completed, then pays the professional and the platform', async () => {
    await drain();
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '800.00',
    });
    const payment = await paymentOfConsultation(t, consultationId);

    for (const status of ['assigned', 'in_progress', 'closed', 'under_admin_review'] as const) {
      await setStatus(consultationId, status);
      expect(await escrowReleaseJob.runOnce(t.ctx)).toBe(0);
    }
    expect(await escrowHeldFor(t.database.db, payment.id)).toBe(80_000);

    await completeConsultation(t, consultationId);
    expect(await escrowReleaseJob.runOnce(t.ctx)).toBe(1);
    expect(await escrowHeldFor(t.database.db, payment.id)).toBe(0);
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(72_000);
    expect(await accountSum(t.database.db, 'platform_revenue', { paymentId: payment.id })).toBe(
      -8_000,
    );
    expect((await paymentOfConsultation(t, consultationId)).releasedAt).not.toBeNull();
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, professional.user.id),
          eq(notifications.type, 'earnings_released'),
        ),
      );
    expect(notice!.body).toBe('₹720 for "Help filing my ITR" is now in your wallet.');

    // Released once: the next pass finds nothing, and the payment DTO says so.
    expect(await escrowReleaseJob.runOnce(t.ctx)).toBe(0);
    expect(await releaseMovements(payment.id)).toHaveLength(1);
    const listed = await m.jsonAs(professional, `/api/consultations/${consultationId}/payments`);
    expect(listed.body.items[0]).toMatchObject({ released: true, status: 'paid' });
  });

  it('releases only what refunds left, in the payment’s own proportion', async () => {
    await drain();
    const admin = await m.createPerson({ role: 'admin' });
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '1000.00',
    });
    const payment = await paymentOfConsultation(t, consultationId);
    const refunded = await m.jsonAs(admin, `/api/admin/payments/${payment.id}/refund`, {
      method: 'POST',
      json: { amount: 400, reason: 'Scope reduced' },
    });
    expect(refunded.status).toBe(201);

    await completeConsultation(t, consultationId);
    expect(await escrowReleaseJob.runOnce(t.ctx)).toBe(1);
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(54_000);
    expect(await accountSum(t.database.db, 'platform_revenue', { paymentId: payment.id })).toBe(
      -6_000,
    );
  });

  it('marks a payment refunded in full as released, moving nothing', async () => {
    await drain();
    const admin = await m.createPerson({ role: 'admin' });
    const { professional, consultationId } = await createPaidConsultation(t);
    const payment = await paymentOfConsultation(t, consultationId);
    await completeConsultation(t, consultationId);
    await m.jsonAs(admin, `/api/admin/payments/${payment.id}/refund`, {
      method: 'POST',
      json: { reason: 'Query upheld' },
    });

    expect(await escrowReleaseJob.runOnce(t.ctx)).toBe(1);
    expect(await paymentOfConsultation(t, consultationId)).toMatchObject({ status: 'refunded' });
    expect((await paymentOfConsultation(t, consultationId)).releasedAt).not.toBeNull();
    expect(await releaseMovements(payment.id)).toEqual([]);
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(0);
  });

  it('releases each payment exactly once when several instances run at the same time', async () => {
    await drain();
    const cases = [];
    for (let i = 0; i < 4; i++) cases.push(await createPaidConsultation(t));
    for (const paid of cases) await completeConsultation(t, paid.consultationId);

    const passes = await Promise.all([
      escrowReleaseJob.runOnce(t.ctx),
      escrowReleaseJob.runOnce(t.ctx),
      escrowReleaseJob.runOnce(t.ctx),
    ]);
    expect(passes.reduce((sum, handled) => sum + handled, 0)).toBe(4);
    for (const paid of cases) {
      const payment = await paymentOfConsultation(t, paid.consultationId);
      expect(await releaseMovements(payment.id)).toHaveLength(1);
      expect(await walletBalanceOf(t.database.db, paid.professional.user.id)).toBe(45_000);
    }
  });
});

async function setStatus(consultationId: string, status: ConsultationStatus) {
  await t.database.db
    .update(consultations)
    .set({ status })
    .where(eq(consultations.id, consultationId));
}
