import { rupeesToPaise } from '@salahkar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultations, ledgerEntries, payments, refunds } from '../../db/schema/index.ts';
import { accountSum } from '../../modules/ledger/ledger.ts';
import { pdfText } from '../../test/receipts.ts';
import { marketplace } from '../../test/marketplace.ts';
import { useRazorpayApp } from '../../test/razorpay-app.ts';

// The whole checkout with the Razorpay adapter, Razorpay itself replaced by the fake on loopback:
// the app talks to it over HTTP exactly as it would to api.razorpay.com.

describe('the payment flow on Razorpay (fake Razorpay on loopback)', () => {
  const { razorpay: fake, t } = useRazorpayApp();
  const m = marketplace(t);
  const payer = m.usePerson({ firstName: 'Asha', lastName: 'Rao' });
  const professional = m.usePerson({
    role: 'professional',
    firstName: 'Vikram',
    lastName: 'Mehta',
  });
  let consultationId: string;
  let offerId: string;
  let orderId: string;

  beforeAll(async () => {
    const consultation = await m.createConsultation(payer.user);
    consultationId = consultation.id;
    offerId = (await m.createOffer(consultation, professional.user, { offerAmount: '1500.00' })).id;
  });

  const paymentRow = async () =>
    (await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0]!;
  const captureCount = async (paymentId: string) =>
    (
      await t.database.db
        .selectDistinct({ transactionId: ledgerEntries.transactionId })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.paymentId, paymentId),
            eq(ledgerEntries.description, 'Payment captured'),
          ),
        )
    ).length;
  const postWebhook = (webhook: { body: string; headers: Record<string, string> }) =>
    m.jsonOf(
      t.request('/api/payments/webhook', {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      }),
    );

  it('accepting an offer creates a Razorpay order for the amount the server computed', async () => {
    const { status, body } = await m.jsonAs(payer, `/api/professional-offers/${offerId}/accept`, {
      method: 'POST',
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      orderId: expect.stringMatching(/^order_/),
      amount: 150_000,
      currency: 'INR',
      gateway: 'razorpay',
      keyId: fake.keyId,
      consultationId,
    });
    orderId = body.orderId;
    const payment = await paymentRow();
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/orders');
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      amount: 150_000,
      currency: 'INR',
      receipt: payment.id,
      payment_capture: 1,
    });
    expect(payment).toMatchObject({ provider: 'razorpay', status: 'pending', amount: '1500.00' });

    const checkout = await m.jsonAs(payer, `/api/payments/orders/${orderId}`);
    expect(checkout.status).toBe(200);
    expect(checkout.body).toMatchObject({
      gateway: 'razorpay',
      keyId: fake.keyId,
      checkoutScriptUrl: t.config.RAZORPAY_CHECKOUT_SCRIPT,
    });
  });

  it('has no simulate route while Razorpay is the gateway', async () => {
    const response = await m.callAs(payer, '/api/payments/simulate', {
      method: 'POST',
      json: { orderId, outcome: 'success' },
    });
    expect(response.status).toBe(404);
  });

  it('refuses a forged signature and changes nothing', async () => {
    const { checkout } = fake.pay(orderId);
    const forged = {
      ...checkout,
      razorpay_signature: checkout.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };

    const { status } = await m.jsonAs(payer, '/api/payments/verify', {
      method: 'POST',
      json: forged,
    });

    expect(status).toBe(400);
    expect((await paymentRow()).status).toBe('pending');
  });

  it('verifies the payment Checkout hands over; the webhook after it captures nothing more', async () => {
    const paid = fake.pay(orderId);

    const verified = await m.jsonAs(payer, '/api/payments/verify', {
      method: 'POST',
      json: paid.checkout,
    });

    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      consultationId,
      paymentStatus: 'paid',
      consultationStatus: 'assigned',
    });
    const payment = await paymentRow();
    expect(payment).toMatchObject({ status: 'paid', gatewayPaymentId: paid.paymentId });
    const [consultation] = await t.database.db
      .select()
      .from(consultations)
      .where(eq(consultations.id, consultationId));
    expect(consultation).toMatchObject({
      status: 'assigned',
      assignedTo: professional.user.id,
      paymentStatus: 'paid',
    });

    const first = await postWebhook(paid.webhook);
    const again = await postWebhook(paid.webhook);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await captureCount(payment.id)).toBe(1);
    expect(-(await accountSum(t.database.db, 'escrow', { paymentId: payment.id }))).toBe(150_000);
  });

  it('refuses a webhook whose signature does not match its bytes', async () => {
    const { webhook } = fake.pay(orderId, { fail: true });
    const tampered = {
      ...webhook,
      body: webhook.body.replace('payment.failed', 'payment.captured'),
    };
    const { status } = await postWebhook(tampered);
    expect(status).toBe(400);
  });

  it("gives the payer a receipt carrying Razorpay's order and payment ids", async () => {
    const { body } = await m.jsonAs(payer, `/api/consultations/${consultationId}/payments`);
    const payment = await paymentRow();
    const receipt = body.items[0].receipts[0];
    expect(receipt).toMatchObject({ number: 'SLK-P-000001', kind: 'payment', amount: '1500.00' });

    const response = await m.callAs(payer, receipt.url);
    expect(response.status).toBe(200);
    const text = await pdfText(await response.arrayBuffer());
    for (const expected of [
      'SLK-P-000001',
      '₹1,500.00',
      orderId,
      payment.gatewayPaymentId!,
      'Razorpay',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("cancelling before the professional's first reply refunds through Razorpay, idempotently", async () => {
    const payment = await paymentRow();
    const { status, body } = await m.jsonAs(payer, `/api/consultations/${consultationId}/cancel`, {
      method: 'POST',
      json: {},
    });

    expect(status).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ status: 'processed', amount: '1500.00' });
    expect(body.refund).toMatchObject({ id: refund!.id, status: 'processed', amount: '1500.00' });
    const sent = fake.requests.filter(
      (r) => r.path === `/v1/payments/${payment.gatewayPaymentId}/refund`,
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['x-refund-idempotency']).toBe(refund!.id);
    expect(sent[0]!.body).toMatchObject({ amount: 150_000, speed: 'normal' });
    const atGateway = [...fake.refunds.values()].filter(
      (r) => r.paymentId === payment.gatewayPaymentId,
    );
    expect(atGateway.map((r) => r.id)).toEqual([refund!.gatewayRefundId]);

    const listed = await m.jsonAs(payer, `/api/consultations/${consultationId}/payments`);
    const refundReceipt = listed.body.items[0].receipts.find(
      (receipt: { kind: string }) => receipt.kind === 'refund',
    );
    expect(refundReceipt).toMatchObject({ number: 'SLK-R-000001', amount: '1500.00' });
    const pdf = await m.callAs(payer, refundReceipt.url);
    const text = await pdfText(await pdf.arrayBuffer());
    for (const expected of ['Refund receipt', '₹1,500.00', refund!.gatewayRefundId!]) {
      expect(text).toContain(expected);
    }
  });

  it('keeps the ledger balanced and escrow = captured − refunded − released', async () => {
    const unbalanced = await t.database.db
      .select({ transactionId: ledgerEntries.transactionId })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.transactionId)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    const payment = await paymentRow();
    const held = 0 - (await accountSum(t.database.db, 'escrow', { paymentId: payment.id }));
    const unreleased = rupeesToPaise(payment.amount) - rupeesToPaise(payment.refundedAmount);
    expect(held).toBe(payment.releasedAt ? 0 : unreleased);
    // Refunded in full before release: nothing is left in escrow.
    expect(held).toBe(0);
  });
});
