import { describe, expect, it } from 'vitest';
import { escrowReleaseJob } from '../payments/escrow-release.job.ts';
import { useAdminMarketplace } from '../../test/admin.ts';
import { completeAndRelease, completeConsultation } from '../../test/escrow.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation, payForOffer, paymentOfConsultation } from '../../test/payments.ts';

const DAY = 24 * 60 * 60 * 1000;

const { t, admin } = useAdminMarketplace();
const m = marketplace(t);

const get = (person: Person | null, pathname: string) => m.jsonAs(person, pathname);
const post = (person: Person | null, pathname: string, json: unknown) =>
  m.jsonAs(person, pathname, { method: 'POST', json });

describe('the professional’s wallet', () => {
  it('shows escrow, earnings, balance and payouts as the ledger has them', async () => {
    const first = await createPaidConsultation(t, { offerAmount: '1000.00' });
    const { professional } = first;
    const empty = await get(professional, '/api/professional/wallet');
    expect(empty).toEqual({
      status: 200,
      body: {
        balance: '0.00',
        pendingPayouts: '0.00',
        totalEarned: '0.00',
        thisMonth: '0.00',
        inEscrow: '1000.00',
      },
    });

    await completeAndRelease(t, first.consultationId);
    expect((await get(professional, '/api/professional/wallet')).body).toEqual({
      balance: '900.00',
      pendingPayouts: '0.00',
      totalEarned: '900.00',
      thisMonth: '900.00',
      inEscrow: '0.00',
    });

    // A payout and a refund taken back from earnings lower the balance, never what was earned.
    expect((await post(professional, '/api/professional/payouts', { amount: 300 })).status).toBe(
      201,
    );
    const payment = await paymentOfConsultation(t, first.consultationId);
    const refund = await post(admin, `/api/admin/payments/${payment.id}/refund`, {
      amount: 100,
      reason: 'Part of the advice was not given',
    });
    expect(refund.status).toBe(201);
    expect((await get(professional, '/api/professional/wallet')).body).toEqual({
      balance: '510.00',
      pendingPayouts: '300.00',
      totalEarned: '900.00',
      thisMonth: '900.00',
      inEscrow: '0.00',
    });
    // The dashboard's This Month tile reads the same ledger the same way.
    const stats = await get(professional, '/api/professional/stats');
    expect(stats.body.monthEarnings).toBe('900.00');
  });

  it('counts earnings released in an earlier IST month in the total, not in this month', async () => {
    const earlier = await createPaidConsultation(t, { offerAmount: '400.00' });
    await completeConsultation(t, earlier.consultationId);
    await escrowReleaseJob.runOnce(t.ctx, new Date(Date.now() - 40 * DAY));
    // A second case of the same professional, completed and released now.
    const current = await m.createConsultation(earlier.owner.user);
    const offer = await m.createOffer(current, earlier.professional.user, {
      offerAmount: '600.00',
    });
    await payForOffer(t, earlier.owner.cookie, offer.id);
    await completeAndRelease(t, current.id);

    const wallet = await get(earlier.professional, '/api/professional/wallet');
    expect(wallet.body).toMatchObject({
      balance: '900.00',
      totalEarned: '900.00',
      thisMonth: '540.00',
    });
    const stats = await get(earlier.professional, '/api/professional/stats');
    expect(stats.body.monthEarnings).toBe('540.00');
  });

  it('lists every movement of the wallet with its consultation, newest first, in pages', async () => {
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '500.00',
    });
    await completeAndRelease(t, consultationId);
    const requested = await post(professional, '/api/professional/payouts', { amount: 200 });
    await post(admin, `/api/admin/payouts/${requested.body.id}/mark-paid`, {
      bankReference: 'UTR-0001',
    });
    await post(professional, '/api/professional/payouts', { amount: 100 });
    const payment = await paymentOfConsultation(t, consultationId);
    await post(admin, `/api/admin/payments/${payment.id}/refund`, {
      amount: 50,
      reason: 'Late',
    });

    const page = await get(professional, '/api/professional/wallet/movements?pageSize=3');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, pageSize: 3, total: 4, hasMore: true });
    expect(
      page.body.items.map((item: { kind: string; amount: string }) => [item.kind, item.amount]),
    ).toEqual([
      ['refund_clawback', '-45.00'],
      ['payout_requested', '-100.00'],
      ['payout_paid', '-200.00'],
    ]);
    expect(page.body.items[0]).toMatchObject({
      consultationId,
      consultationTitle: 'Help filing my ITR',
    });
    expect(page.body.items[2]).toMatchObject({
      description: 'Payout sent (bank reference UTR-0001)',
      consultationId: null,
      consultationTitle: null,
    });
    const next = await get(professional, '/api/professional/wallet/movements?page=2&pageSize=3');
    expect(next.body.items).toEqual([
      expect.objectContaining({
        kind: 'earning',
        amount: '450.00',
        consultationId,
        consultationTitle: 'Help filing my ITR',
      }),
    ]);
    expect(next.body.hasMore).toBe(false);
  });

  it('is for approved professionals only', async () => {
    const user = await m.createPerson();
    const pending = await m.createPerson({ role: 'professional', isApproved: false });
    for (const path of ['/api/professional/wallet', '/api/professional/wallet/movements']) {
      expect((await get(null, path)).status).toBe(401);
      expect((await get(user, path)).status).toBe(403);
      expect((await get(admin, path)).status).toBe(403);
      expect((await get(pending, path)).status).toBe(403);
    }
  });
});
