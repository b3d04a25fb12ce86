import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, receipts, webhookEvents } from '../../db/schema/index.ts';
import { usePaymentsApp } from '../../test/checked-app.ts';

const { t, m, pay } = usePaymentsApp();
let restoreWebhooks: () => void;
beforeAll(() => {
  // The gateway's own webhooks would capture the payments these tests try to forge.
  restoreWebhooks = pay.loseWebhooks();
});
afterAll(() => restoreWebhooks());

/** A request with a chosen offer whose order was paid at the gateway (not yet verified). */
async function paidAtGateway() {
  const { owner, request, offers } = await pay.createRequestWithOffers(1);
  const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
  const { body: paid } = await pay.simulatePayment(owner.cookie, order.orderId);
  return { owner, request, order, paid };
}

/** The payment, its request and the money records stayed exactly as they were before payment. */
async function expectNothingChanged(requestId: string, orderId: string) {
  const payment = await pay.paymentOfOrder(orderId);
  expect(payment).toMatchObject({ status: 'pending', gatewayPaymentId: null, paidAt: null });
  expect(await m.reloadConsultation(requestId)).toMatchObject({
    status: 'pending_offers',
    assignedTo: null,
    paymentStatus: 'pending',
  });
  const legs = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, payment.id));
  expect(legs).toEqual([]);
  expect(
    await t.database.db.select().from(receipts).where(eq(receipts.paymentId, payment.id)),
  ).toEqual([]);
}

const flip = (hex: string) => `${hex.slice(0, -1)}${hex.endsWith('0') ? '1' : '0'}`;
const INVALID = {
  status: 400,
  body: {
    code: 'PAYMENT_SIGNATURE_INVALID',
    message: 'The payment could not be verified: its signature is not valid',
  },
};

describe('POST /api/payments/verify refuses what the gateway did not sign', () => {
  it('refuses an altered signature or payment id, and changes nothing', async () => {
    const { owner, request, order, paid } = await paidAtGateway();
    expect(
      await pay.verifyPayment(owner.cookie, {
        ...paid,
        razorpay_signature: flip(paid.razorpay_signature),
      }),
    ).toEqual(INVALID);
    expect(
      await pay.verifyPayment(owner.cookie, {
        ...paid,
        razorpay_payment_id: `${paid.razorpay_payment_id}x`,
      }),
    ).toEqual(INVALID);
    expect(await pay.verifyPayment(owner.cookie, { ...paid, razorpay_signature: 'short' })).toEqual(
      INVALID,
    );
    await expectNothingChanged(request.id, order.orderId);

    // The genuine fields still go through afterwards.
    expect((await pay.verifyPayment(owner.cookie, paid)).status).toBe(200);
  });

  it('refuses a signature forged with another secret', async () => {
    const { owner, request, order, paid } = await paidAtGateway();
    const forged = createHmac('sha256', 'not-the-gateway-secret-at-all-000000')
      .update(`${order.orderId}|${paid.razorpay_payment_id}`)
      .digest('hex');
    expect(await pay.verifyPayment(owner.cookie, { ...paid, razorpay_signature: forged })).toEqual(
      INVALID,
    );
    await expectNothingChanged(request.id, order.orderId);
  });

  it('checks against the order we stored, not one the browser swaps in', async () => {
    const cheap = await paidAtGateway();
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);

    // Someone else's genuine payment, presented for this order: its signature covers another order.
    const swapped = await pay.verifyPayment(owner.cookie, {
      ...cheap.paid,
      razorpay_order_id: order.orderId,
    });
    expect(swapped).toEqual(INVALID);
    await expectNothingChanged(request.id, order.orderId);
    // And an order that is not ours at all is simply not found.
    const unknown = await pay.verifyPayment(owner.cookie, {
      ...cheap.paid,
      razorpay_order_id: 'order_sim_nosuchorder00',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/payments/webhook checks the exact bytes it received', () => {
  const eventOf = (order: { orderId: string; amount: number }, paymentId: string) =>
    pay.paymentEvent('payment.captured', {
      id: paymentId,
      orderId: order.orderId,
      amountPaise: order.amount,
    });

  it('refuses a bad, missing or foreign signature, and an altered body', async () => {
    const { request, order, paid } = await paidAtGateway();
    const body = eventOf(order, paid.razorpay_payment_id);
    const refused = {
      status: 400,
      body: { code: 'WEBHOOK_SIGNATURE_INVALID', message: 'The webhook signature is not valid' },
    };

    expect(await pay.sendWebhook(body, { signature: 'f'.repeat(64) })).toEqual(refused);
    expect(await pay.sendWebhook(body, { signature: '' })).toEqual(refused);
    expect(await pay.sendWebhook(body, { secret: 'someone-elses-secret-000000000000' })).toEqual(
      refused,
    );
    // Signed, then altered on the way: one more rupee, or the same JSON laid out differently.
    const validSignature = createHmac('sha256', await pay.simulatedSecret())
      .update(body)
      .digest('hex');
    const altered = body.replace(`"amount":${order.amount}`, `"amount":${order.amount + 100}`);
    expect(altered).not.toBe(body);
    expect(await pay.sendWebhook(altered, { signature: validSignature })).toEqual(refused);
    const reformatted = JSON.stringify(JSON.parse(body), null, 2);
    expect(await pay.sendWebhook(reformatted, { signature: validSignature })).toEqual(refused);

    await expectNothingChanged(request.id, order.orderId);
    const recorded = await t.database.db.select().from(webhookEvents);
    expect(
      recorded.filter((event) => JSON.stringify(event.payload).includes(order.orderId)),
    ).toEqual([]);

    // The same event, signed over the bytes actually sent (laid out any way), is accepted.
    expect(await pay.sendWebhook(reformatted)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect((await m.reloadConsultation(request.id))?.status).toBe('assigned');
  });

  it('answers 400 to a signed body that is not a gateway event', async () => {
    expect((await pay.sendWebhook('not json')).status).toBe(400);
    expect((await pay.sendWebhook(JSON.stringify({ hello: 'world' }))).status).toBe(400);
  });
});
