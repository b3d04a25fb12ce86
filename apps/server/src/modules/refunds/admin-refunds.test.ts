import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, simulatedGatewayRefunds } from '../../db/schema/index.ts';
import { useAdminMarketplace } from '../../test/admin.ts';
import { completeAndRelease } from '../../test/escrow.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import {
  acceptOffer,
  createPaidConsultation,
  createRequestWithOffers,
  paymentOfConsultation,
  postAs,
} from '../../test/payments.ts';
import { accountSum, walletBalanceOf } from '../ledger/ledger.ts';

const { t, admin } = useAdminMarketplace();
const m = marketplace(t);

const refund = (person: Person | null, paymentId: string, json: unknown, key?: string) =>
  postAs(t, person, `/api/admin/payments/${paymentId}/refund`, json, key);

describe('an admin refunds a payment', () => {
  it('partially with a reason, then the remainder in full, leaving the case as it is', async () => {
    const { consultationId, gatewayPaymentId } = await createPaidConsultation(t);
    const payment = await paymentOfConsultation(t, consultationId);

    const partial = await refund(admin, payment.id, { amount: 200, reason: 'Late first reply' });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({
      paymentId: payment.id,
      amount: '200.00',
      reason: 'partial_by_admin',
      note: 'Late first reply',
      status: 'processed',
    });
    expect(await paymentOfConsultation(t, consultationId)).toMatchObject({
      status: 'paid',
      refundedAmount: '200.00',
      refundedAt: null,
    });
    expect(await m.reloadConsultation(consultationId)).toMatchObject({
      status: 'assigned',
      paymentStatus: 'paid',
    });

    const tooMuch = await refund(admin, payment.id, { amount: '300.01', reason: 'Over' });
    expect(tooMuch).toEqual({
      status: 400,
      body: {
        code: 'REFUND_ABOVE_REMAINDER',
        message: 'A refund cannot exceed ₹300.00, the amount still refundable',
        params: { max: '₹300.00' },
      },
    });

    const rest = await refund(admin, payment.id, { reason: 'Query upheld in full' });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ amount: '300.00', reason: 'query_upheld' });
    const refunded = await paymentOfConsultation(t, consultationId);
    expect(refunded).toMatchObject({ status: 'refunded', refundedAmount: '500.00' });
    expect(refunded.refundedAt).not.toBeNull();
    expect(await m.reloadConsultation(consultationId)).toMatchObject({
      status: 'assigned',
      paymentStatus: 'refunded',
    });

    const again = await refund(admin, payment.id, { reason: 'Once more' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This payment has already been fully refunded');

    const atGateway = await t.database.db
      .select({ amountPaise: simulatedGatewayRefunds.amountPaise })
      .from(simulatedGatewayRefunds)
      .where(eq(simulatedGatewayRefunds.paymentId, gatewayPaymentId));
    expect(atGateway.map((row) => row.amountPaise).sort()).toEqual([20_000, 30_000]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, payment.id));
    expect(audit).toHaveLength(2);
    expect(audit).toContainEqual(
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'payment.refunded',
        targetType: 'payment',
        notes: 'Late first reply',
        metadata: expect.objectContaining({ refundId: partial.body.id, amount: '200.00' }),
      }),
    );
  });

  it('refuses amounts that are not a positive number of rupees and paise', async () => {
    const { consultationId } = await createPaidConsultation(t);
    const { id } = await paymentOfConsultation(t, consultationId);
    for (const body of [
      { amount: 0, reason: 'Zero' },
      { amount: -5, reason: 'Negative' },
      { amount: '12.345', reason: 'Fractions of a paisa' },
      { amount: 12.345, reason: 'Fractions of a paisa' },
      { amount: 100 },
      { amount: 100, reason: 'no' },
    ]) {
      const answer = await refund(admin, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(['VALIDATION_FAILED', 'REFUND_NOT_PAISE', 'REFUND_REASON_REQUIRED']).toContain(
        answer.body.code,
      );
    }
    expect((await paymentOfConsultation(t, consultationId)).refundedAmount).toBe('0.00');
  });

  it('is for admins only, and only of a captured payment', async () => {
    const { owner, professional, consultationId } = await createPaidConsultation(t);
    const { id } = await paymentOfConsultation(t, consultationId);
    const body = { reason: 'Query upheld' };
    expect((await refund(null, id, body)).status).toBe(401);
    expect((await refund(owner, id, body)).status).toBe(403);
    expect((await refund(professional, id, body)).status).toBe(403);
    expect((await refund(admin, 'nope', body)).status).toBe(404);
    expect((await refund(admin, '00000000-0000-4000-8000-000000000000', body)).status).toBe(404);

    const awaiting = await createRequestWithOffers(t, 1);
    const order = await acceptOffer(t, awaiting.owner.cookie, awaiting.offers[0]!.id);
    expect(order.status).toBe(200);
    const pending = await paymentOfConsultation(t, awaiting.request.id);
    const refused = await refund(admin, pending.id, body);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a paid payment can be refunded; this one is pending');
  });

  it('replays the answer for the same Idempotency-Key instead of refunding twice', async () => {
    const { consultationId } = await createPaidConsultation(t);
    const { id } = await paymentOfConsultation(t, consultationId);
    const body = { amount: 50, reason: 'Goodwill' };
    const first = await refund(admin, id, body, 'admin-refund-0001');
    const second = await refund(admin, id, body, 'admin-refund-0001');
    expect(first.status).toBe(201);
    expect(second).toEqual(first);
    expect((await paymentOfConsultation(t, consultationId)).refundedAmount).toBe('50.00');
  });

  it('after release, takes the refund back from commission and earnings in proportion', async () => {
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '1000.00',
    });
    const payment = await paymentOfConsultation(t, consultationId);
    await completeAndRelease(t, consultationId);
    const revenue = () => accountSum(t.database.db, 'platform_revenue', { paymentId: payment.id });
    const wallet = () => walletBalanceOf(t.database.db, professional.user.id);
    expect(await revenue()).toBe(-10_000);
    expect(await wallet()).toBe(90_000);

    const partial = await refund(admin, payment.id, { amount: 250, reason: 'Part of the work' });
    expect(partial.status).toBe(201);
    // ₹250 back to the user: ₹25 of commission, ₹225 of the professional's earnings.
    expect(await revenue()).toBe(-7_500);
    expect(await wallet()).toBe(67_500);
    expect(await m.reloadConsultation(consultationId)).toMatchObject({ status: 'completed' });

    const rest = await refund(admin, payment.id, { reason: 'Query upheld' });
    expect(rest.body.amount).toBe('750.00');
    expect(await revenue()).toBe(0);
    expect(await wallet()).toBe(0);
    expect(await paymentOfConsultation(t, consultationId)).toMatchObject({ status: 'refunded' });
  });

  it('after release, never takes back more commission than was kept, even in odd paise', async () => {
    const { professional, consultationId } = await createPaidConsultation(t, {
      offerAmount: '333.33',
    });
    const payment = await paymentOfConsultation(t, consultationId);
    await completeAndRelease(t, consultationId);
    for (const amount of ['0.01', '0.05', '0.05', '111.11', '0.01']) {
      expect((await refund(admin, payment.id, { amount, reason: 'Small part' })).status).toBe(201);
    }
    await refund(admin, payment.id, { reason: 'The rest' });
    expect(await accountSum(t.database.db, 'platform_revenue', { paymentId: payment.id })).toBe(0);
    expect(await walletBalanceOf(t.database.db, professional.user.id)).toBe(0);
  });
});
