import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createRazorpayGateway } from '../../adapters/payments/razorpay-gateway.ts';
import { refunds } from '../../db/schema/index.ts';
import { sendRefund } from './refunds.service.ts';
import { marketplace, type Person } from '../../test/marketplace.ts';
import { expectLedgerInvariants } from '../../test/payments.ts';
import { useRazorpayApp } from '../../test/razorpay-app.ts';
import { refundRetryJob } from './refund-retry.job.ts';

// Refunds when the gateway is down or its answer is lost, against the fake Razorpay on loopback:
// the refund stays booked and pending, the job sends it again with the same idempotency key, and
// the gateway refunds exactly once.

const { razorpay: fake, t } = useRazorpayApp();
const m = marketplace(t);
afterEach(async () => expectLedgerInvariants(t.database.db));

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

/** A case paid on Razorpay Checkout (the fake) and verified, as the browser would. */
async function paidOnRazorpay(): Promise<{ owner: Person; consultationId: string; payId: string }> {
  const owner = await m.createPerson();
  const professional = await m.createProfessional();
  const consultation = await m.createConsultation(owner.user);
  const offer = await m.createOffer(consultation, professional.user);
  const order = await m.jsonAs(owner, `/api/professional-offers/${offer.id}/accept`, {
    method: 'POST',
  });
  const attempt = fake.pay(order.body.orderId);
  const verified = await m.jsonAs(owner, '/api/payments/verify', {
    method: 'POST',
    json: attempt.checkout,
  });
  expect(verified.status).toBe(200);
  return { owner, consultationId: consultation.id, payId: attempt.paymentId };
}

const refundsAtGateway = (payId: string) =>
  [...fake.refunds.values()].filter((refund) => refund.paymentId === payId);
const refundRequests = (payId: string) =>
  fake.requests.filter((request) => request.path === `/v1/payments/${payId}/refund`);
const refundRow = async (id: string) =>
  (await t.database.db.select().from(refunds).where(eq(refunds.id, id)))[0]!;

describe('the refund-retry job', () => {
  it('sends a refund the gateway refused while down, once it is back', async () => {
    const { owner, consultationId, payId } = await paidOnRazorpay();
    fake.failNext(503, 'Service unavailable');
    const cancelled = await m.jsonAs(owner, `/api/consultations/${consultationId}/cancel`, {
      method: 'POST',
      json: {},
    });
    // The case is cancelled and the refund booked; only the gateway's part waits.
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      consultationStatus: 'open',
      refund: { status: 'pending', amount: '500.00' },
    });
    const { id } = cancelled.body.refund;
    expect(await refundRow(id)).toMatchObject({ attempts: 1, lastError: expect.any(String) });
    expect(refundsAtGateway(payId)).toEqual([]);

    // Too soon: the job leaves a refund alone for a while after each attempt.
    expect(await refundRetryJob.runOnce(t.ctx)).toBe(0);

    expect(await refundRetryJob.runOnce(t.ctx, later(2))).toBe(1);
    const sent = await refundRow(id);
    expect(sent).toMatchObject({ status: 'processed', attempts: 2, lastError: null });
    expect(refundsAtGateway(payId).map((refund) => refund.id)).toEqual([sent.gatewayRefundId]);
    expect(refundRequests(payId).map((request) => request.headers['x-refund-idempotency'])).toEqual(
      [id, id],
    );

    // Nothing left to send, and sending it again asks the gateway nothing more.
    expect(await refundRetryJob.runOnce(t.ctx, later(60))).toBe(0);
    expect(await sendRefund(t.ctx, id)).toMatchObject({ status: 'processed' });
    expect(refundRequests(payId)).toHaveLength(2);
  });

  it('refunds once when the gateway did refund but its answer never arrived', async () => {
    const { owner, consultationId, payId } = await paidOnRazorpay();
    fake.failNext(502, 'Bad gateway');
    const cancelled = await m.jsonAs(owner, `/api/consultations/${consultationId}/cancel`, {
      method: 'POST',
      json: {},
    });
    const { id } = cancelled.body.refund;

    // The gateway refunds, but answers after our adapter has given up waiting.
    const impatient = {
      ...t.ctx,
      gateway: createRazorpayGateway({
        keyId: fake.keyId,
        keySecret: fake.keySecret,
        webhookSecret: fake.webhookSecret,
        apiBase: fake.url,
        checkoutScriptUrl: t.config.RAZORPAY_CHECKOUT_SCRIPT,
        timeoutMs: 100,
      }),
    };
    fake.delayNext(1000);
    expect(await refundRetryJob.runOnce(impatient, later(2))).toBe(1);
    expect(await refundRow(id)).toMatchObject({ status: 'pending', attempts: 2 });
    expect(refundsAtGateway(payId)).toHaveLength(1);

    // The next attempt, with the same key, is answered with the refund already made.
    expect(await refundRetryJob.runOnce(t.ctx, later(10))).toBe(1);
    const sent = await refundRow(id);
    expect(sent).toMatchObject({ status: 'processed', attempts: 3 });
    expect(refundsAtGateway(payId).map((refund) => refund.id)).toEqual([sent.gatewayRefundId]);
  });

  it('lets several instances retry at once and still refunds once', async () => {
    const { owner, consultationId, payId } = await paidOnRazorpay();
    fake.failNext(503);
    const cancelled = await m.jsonAs(owner, `/api/consultations/${consultationId}/cancel`, {
      method: 'POST',
      json: {},
    });
    const passes = await Promise.all([
      refundRetryJob.runOnce(t.ctx, later(2)),
      refundRetryJob.runOnce(t.ctx, later(2)),
      refundRetryJob.runOnce(t.ctx, later(2)),
    ]);
    expect(passes.reduce((sum, handled) => sum + handled, 0)).toBe(1);
    expect(await refundRow(cancelled.body.refund.id)).toMatchObject({ status: 'processed' });
    expect(refundsAtGateway(payId)).toHaveLength(1);
  });
});
