import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries } from '../../db/schema/index.ts';
import { useAdminMarketplace } from '../../test/admin.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { createPaidConsultation } from '../../test/payments.ts';
import { accountSum, walletBalanceOf } from '../ledger/ledger.ts';

const { t, admin } = useAdminMarketplace();
const m = marketplace(t);

const get = (person: Person | null, pathname: string) => m.jsonAs(person, pathname);
const post = (person: Person | null, pathname: string, json: unknown) =>
  m.jsonAs(person, pathname, { method: 'POST', json });
const requestPayout = (person: Person | null, amount: unknown) =>
  post(person, '/api/professional/payouts', { amount });
const markPaid = (person: Person | null, id: string, bankReference = 'UTR123456789') =>
  post(person, `/api/admin/payouts/${id}/mark-paid`, { bankReference });

/** A professional with ₹900 in their wallet (a ₹1,000 case released at 10% commission). */
async function professionalWithEarnings(): Promise<Person> {
  const { professional, consultationId } = await createPaidConsultation(t, {
    offerAmount: '1000.00',
  });
  await completeAndRelease(t, consultationId);
  return professional;
}

describe('payouts', () => {
  it('sets aside whole rupees up to the wallet balance until an admin pays them', async () => {
    const professional = await professionalWithEarnings();

    const requested = await requestPayout(professional, 600);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({
      professionalId: professional.user.id,
      professionalName: 'Test Person',
      amount: '600.00',
      status: 'requested',
      bankReference: null,
      paidAt: null,
    });
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(30_000);
    expect(await accountSum(t.database.db, 'payout_clearing')).toBeLessThan(0);

    const tooMuch = await requestPayout(professional, 301);
    expect(tooMuch).toEqual({
      status: 400,
      body: {
        code: 'PAYOUT_ABOVE_BALANCE',
        message: 'You can request at most ₹300, your wallet balance',
        params: { max: '₹300' },
      },
    });
    for (const amount of [99, 150.5, 'abc', -100, 1e25]) {
      expect((await requestPayout(professional, amount)).status, String(amount)).toBe(400);
    }

    const paid = await markPaid(admin, requested.body.id, '  UTR-9988-7766  ');
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      id: requested.body.id,
      status: 'paid',
      bankReference: 'UTR-9988-7766',
    });
    expect(paid.body.paidAt).not.toBeNull();
    const again = await markPaid(admin, requested.body.id, 'UTR-OTHER');
    expect(again).toEqual({
      status: 409,
      body: {
        code: 'PAYOUT_ALREADY_PAID',
        message: 'This payout was already marked paid (bank reference UTR-9988-7766)',
        params: { reference: 'UTR-9988-7766' },
      },
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, requested.body.id));
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: 'payout.paid',
      targetType: 'payout',
      metadata: { amount: '600.00', bankReference: 'UTR-9988-7766' },
    });
    // The transfer left the gateway's money: clearing +₹600, gateway −₹600.
    const legs = await t.database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.description, 'Payout sent (bank reference UTR-9988-7766)'));
    expect(legs).toEqual([{ account: 'gateway', amount: '-600.00' }]);

    const own = await get(professional, '/api/professional/payouts');
    expect(own.body).toMatchObject({
      total: 1,
      items: [{ id: requested.body.id, status: 'paid' }],
    });
  });

  it('refuses a payout from an empty wallet, or one below the smallest payout', async () => {
    const newcomer = await m.createProfessional();
    expect(await requestPayout(newcomer, 100)).toEqual({
      status: 400,
      body: { code: 'WALLET_EMPTY', message: 'Your wallet has nothing to pay out yet' },
    });
    const professional = await professionalWithEarnings();
    expect((await requestPayout(professional, 850)).status).toBe(201);
    expect(await requestPayout(professional, 100)).toEqual({
      status: 400,
      body: {
        code: 'WALLET_BELOW_MIN_PAYOUT',
        message: 'Your wallet balance is below the smallest payout of ₹100',
        params: { min: '₹100' },
      },
    });
  });

  it('never lets requests at the same moment take more than the wallet holds', async () => {
    const professional = await professionalWithEarnings();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => requestPayout(professional, 300)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(2);
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(0);
    const wallet = await get(professional, '/api/professional/wallet');
    expect(wallet.body).toMatchObject({ balance: '0.00', pendingPayouts: '900.00' });
  });

  it('pays a payout once however many admins press at once', async () => {
    const professional = await professionalWithEarnings();
    const { body } = await requestPayout(professional, 500);
    const answers = await Promise.all(
      ['UTR-A-0001', 'UTR-B-0002', 'UTR-C-0003'].map((ref) => markPaid(admin, body.id, ref)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const sent = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.account, 'payout_clearing'), eq(ledgerEntries.amount, '500.00')));
    expect(sent).toHaveLength(1);
  });

  it('lists payouts to admins by status, and to each professional their own', async () => {
    const first = await professionalWithEarnings();
    const second = await professionalWithEarnings();
    const a = await requestPayout(first, 100);
    const b = await requestPayout(second, 200);
    await markPaid(admin, a.body.id);

    const requested = await get(admin, '/api/admin/payouts?status=requested&pageSize=100');
    expect(requested.status).toBe(200);
    const requestedIds = requested.body.items.map((item: { id: string }) => item.id);
    expect(requestedIds).toContain(b.body.id);
    expect(requestedIds).not.toContain(a.body.id);
    const paid = await get(admin, '/api/admin/payouts?status=paid&pageSize=100');
    expect(paid.body.items.map((item: { id: string }) => item.id)).toContain(a.body.id);
    expect((await get(admin, '/api/admin/payouts?status=lost')).status).toBe(400);

    const own = await get(second, '/api/professional/payouts');
    expect(own.body.items.map((item: { id: string }) => item.id)).toEqual([b.body.id]);
  });

  it('keeps each side to its own role', async () => {
    const professional = await professionalWithEarnings();
    const user = await m.createPerson();
    const pending = await m.createPerson({ role: 'professional', isApproved: false });
    const { body } = await requestPayout(professional, 100);

    expect((await requestPayout(null, 100)).status).toBe(401);
    expect((await requestPayout(user, 100)).status).toBe(403);
    expect((await requestPayout(admin, 100)).status).toBe(403);
    expect((await requestPayout(pending, 100)).status).toBe(403);
    expect((await get(user, '/api/professional/payouts')).status).toBe(403);

    expect((await get(null, '/api/admin/payouts')).status).toBe(401);
    expect((await get(professional, '/api/admin/payouts')).status).toBe(403);
    expect((await markPaid(professional, body.id)).status).toBe(403);
    expect((await markPaid(user, body.id)).status).toBe(403);
    expect((await markPaid(admin, 'nope')).status).toBe(404);
    expect((await markPaid(admin, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await markPaid(admin, body.id, 'ab')).status).toBe(400);
  });
});
