import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerEntries,
  notifications,
  payments,
  receipts,
  webhookEvents,
} from '../../db/schema/index.ts';
import { usePaymentsApp } from '../../test/checked-app.ts';

const { t, m, pay } = usePaymentsApp();

/** A chosen offer paid at the gateway, its own webhook lost, so the test delivers the callbacks. */
async function paidAtGateway() {
  const { owner, request, offers } = await pay.createRequestWithOffers(2);
  const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
  const restore = pay.loseWebhooks();
  const { body: paid } = await pay.simulatePayment(owner.cookie, order.orderId);
  restore();
  const captured = pay.paymentEvent('payment.captured', {
    id: paid.razorpay_payment_id,
    orderId: order.orderId,
    amountPaise: order.amount,
  });
  return { owner, request, offers, order, paid, captured };
}

/** Exactly one capture of the payment: one ledger movement, one receipt, one notice each side. */
async function expectCapturedOnce(orderId: string, requestId: string) {
  const payment = await pay.paymentOfOrder(orderId);
  expect(payment.status).toBe('paid');
  const legs = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.paymentId, payment.id));
  expect(legs).toHaveLength(2);
  expect(
    await t.database.db.select().from(receipts).where(eq(receipts.paymentId, payment.id)),
  ).toHaveLength(1);
  expect(
    await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.consultationId, requestId)),
  ).toHaveLength(2);
  expect((await m.reloadConsultation(requestId))?.status).toBe('assigned');
}

describe('every callback for one payment ends in exactly one capture', () => {
  it('applies the same webhook delivered 3 times once', async () => {
    const { request, order, captured } = await paidAtGateway();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await pay.sendWebhook(captured, { eventId: 'evt_A' }));
    expect(answers.map((answer) => answer.body)).toEqual([
      { received: true, duplicate: false },
      { received: true, duplicate: true },
      { received: true, duplicate: true },
    ]);
    expect(
      await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_A')),
    ).toMatchObject([{ provider: 'simulated', eventType: 'payment.captured' }]);
    await expectCapturedOnce(order.orderId, request.id);
  });

  it('applies the same webhook delivered 3 times at once once', async () => {
    const { request, order, captured } = await paidAtGateway();
    const answers = await Promise.all(
      [1, 2, 3].map(() => pay.sendWebhook(captured, { eventId: 'evt_B' })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => !answer.body.duplicate)).toHaveLength(1);
    await expectCapturedOnce(order.orderId, request.id);
  });

  it('captures once when verify and webhooks (different events) race', async () => {
    const { owner, request, order, paid, captured } = await paidAtGateway();
    const results = await Promise.all([
      pay.verifyPayment(owner.cookie, paid),
      pay.sendWebhook(captured, { eventId: 'evt_C1' }),
      pay.verifyPayment(owner.cookie, paid),
      pay.sendWebhook(captured.replace('payment.captured', 'order.paid'), { eventId: 'evt_C2' }),
    ]);
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    expect(results[0]!.body).toEqual({
      consultationId: request.id,
      paymentStatus: 'paid',
      consultationStatus: 'assigned',
    });
    expect(results[2]!.body).toEqual(results[0]!.body);
    await expectCapturedOnce(order.orderId, request.id);
  });

  it('captures once when verify comes after the webhook', async () => {
    const { owner, request, order, paid, captured } = await paidAtGateway();
    expect((await pay.sendWebhook(captured)).status).toBe(200);
    expect((await pay.verifyPayment(owner.cookie, paid)).body.paymentStatus).toBe('paid');
    await expectCapturedOnce(order.orderId, request.id);
  });
});

describe('20 people clicking at once', () => {
  it('holds one payment when 20 accepts of one offer arrive at once', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay.acceptOffer(owner.cookie, offers[0]!.id)),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const orderIds = new Set(answers.map((answer) => answer.body.orderId));
    expect(orderIds.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.consultationId, request.id));
    expect(rows).toMatchObject([{ status: 'pending', gatewayOrderId: [...orderIds][0] }]);
  });

  it('charges once when Pay and verify are pressed 20 times at once', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    const pays = await Promise.all(
      Array.from({ length: 20 }, () => pay.simulatePayment(owner.cookie, order.orderId)),
    );
    expect(pays.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(pays.map((answer) => answer.body.razorpay_payment_id)).size).toBe(1);
    const verifies = await Promise.all(
      pays.map((answer) => pay.verifyPayment(owner.cookie, answer.body)),
    );
    expect(verifies.map((verify) => verify.status)).toEqual(Array(20).fill(200));
    await pay.settlePayments();
    await expectCapturedOnce(order.orderId, request.id);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.consultationId, request.id));
    expect(rows).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('replays accept for the same key and body, and refuses the key for another request', async () => {
    const { owner, offers } = await pay.createRequestWithOffers(2);
    const first = await pay.acceptOffer(owner.cookie, offers[0]!.id, 'accept-key-0001');
    expect(first.status).toBe(200);
    const replay = await t.request(`/api/professional-offers/${offers[0]!.id}/accept`, {
      method: 'POST',
      json: {},
      headers: { cookie: owner.cookie, 'idempotency-key': 'accept-key-0001' },
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.json()).toEqual(first.body);

    const other = await pay.acceptOffer(owner.cookie, offers[1]!.id, 'accept-key-0001');
    expect(other).toEqual({
      status: 409,
      body: {
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different request',
      },
    });
  });

  it('replays verify for the same key and body, and refuses another body', async () => {
    const { owner, request, order, paid } = await paidAtGateway();
    const first = await pay.verifyPayment(owner.cookie, paid, 'verify-key-0001');
    expect(first.body).toMatchObject({ paymentStatus: 'paid' });
    expect(await pay.verifyPayment(owner.cookie, paid, 'verify-key-0001')).toEqual(first);
    const altered = await pay.verifyPayment(
      owner.cookie,
      { ...paid, razorpay_signature: '0'.repeat(64) },
      'verify-key-0001',
    );
    expect(altered.status).toBe(409);
    await expectCapturedOnce(order.orderId, request.id);

    // A refusal is remembered like a success: the same forged body under its key stays refused.
    const forged = { ...paid, razorpay_signature: '1'.repeat(64) };
    const refused = await pay.verifyPayment(owner.cookie, forged, 'verify-key-0002');
    expect(refused.status).toBe(400);
    expect(await pay.verifyPayment(owner.cookie, forged, 'verify-key-0002')).toEqual(refused);
  });

  it('refuses a malformed key', async () => {
    const { owner, offers } = await pay.createRequestWithOffers(1);
    const answer = await m.jsonOf(
      t.request(`/api/professional-offers/${offers[0]!.id}/accept`, {
        method: 'POST',
        json: {},
        headers: { cookie: owner.cookie, 'idempotency-key': 'bad key!' },
      }),
    );
    expect(answer.status).toBe(400);
  });
});
