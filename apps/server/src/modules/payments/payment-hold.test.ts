import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PAYMENT_HOLD_MS } from '@salahkar/domain';
import {
  payments,
  professionalOffers,
  refunds,
  simulatedGatewayRefunds,
} from '../../db/schema/index.ts';
import { paymentExpiryJob } from './payment-expiry.job.ts';
import { paymentReconcilerJob } from './payment-reconciler.job.ts';
import { usePaymentsApp } from '../../test/checked-app.ts';

const { t, m, pay } = usePaymentsApp();

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);
const afterTheHold = () => later(PAYMENT_HOLD_MS + MINUTE);

async function offerStatuses(requestId: string) {
  const rows = await t.database.db
    .select({ id: professionalOffers.id, status: professionalOffers.status })
    .from(professionalOffers)
    .where(eq(professionalOffers.consultationId, requestId));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

describe('the payment hold', () => {
  it('lapses unpaid: the offer is back on the table and another can be chosen', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(2);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);

    // Not yet due: nothing happens.
    expect(await paymentExpiryJob.runOnce(t.ctx, later(PAYMENT_HOLD_MS - MINUTE))).toBe(0);
    expect((await pay.paymentOfOrder(order.orderId)).status).toBe('pending');

    expect(await paymentExpiryJob.runOnce(t.ctx, afterTheHold())).toBe(1);
    expect(await paymentExpiryJob.runOnce(t.ctx, afterTheHold())).toBe(0);
    expect(await pay.paymentOfOrder(order.orderId)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment window expired',
      failedAt: expect.any(Date),
    });
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'pending_offers',
      finalAmount: null,
      assignedTo: null,
    });
    expect(await offerStatuses(request.id)).toEqual({
      [offers[0]!.id]: 'pending',
      [offers[1]!.id]: 'pending',
    });
    const detail = await m.jsonAs(owner, `/api/consultations/${request.id}`);
    expect(detail.body.payment).toMatchObject({ orderId: order.orderId, state: 'expired' });
    expect(detail.body.abilities.pay).toBe(false);
    expect(await pay.simulatePayment(owner.cookie, order.orderId)).toEqual({
      status: 409,
      body: {
        code: 'PAYMENT_WINDOW_CLOSED',
        message: 'The payment window for this offer has closed. Please accept the offer again.',
      },
    });

    // The owner chooses the other offer, with a new order, and pays it.
    const { order: second, verified } = await pay.payForOffer(owner.cookie, offers[1]!.id);
    expect(second.orderId).not.toBe(order.orderId);
    expect(verified).toMatchObject({ consultationStatus: 'assigned', paymentStatus: 'paid' });
    expect(await offerStatuses(request.id)).toEqual({
      [offers[0]!.id]: 'declined',
      [offers[1]!.id]: 'accepted',
    });
  });

  it('lets the same offer be accepted again, with a new order, once the hold lapsed', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const { body: first } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    await paymentExpiryJob.runOnce(t.ctx, afterTheHold());
    const { body: second } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    expect(second.orderId).not.toBe(first.orderId);
    const rows = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.consultationId, request.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['failed', 'pending']);
  });

  it('ends a lapsed hold at once when the owner chooses again before the job runs', async () => {
    const { owner, offers } = await pay.createRequestWithOffers(2);
    const { body: first } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.gatewayOrderId, first.orderId));
    const second = await pay.acceptOffer(owner.cookie, offers[1]!.id);
    expect(second.status).toBe(200);
    expect((await pay.paymentOfOrder(first.orderId)).failureReason).toBe('Payment window expired');
  });
});

describe('a lost webhook', () => {
  it('is made good by the reconciler once the order is a few minutes old', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    const restore = pay.loseWebhooks();
    await pay.simulatePayment(owner.cookie, order.orderId);
    restore();
    // The payer closed the page before verify; the webhook never came.
    const reconcileAfter = t.config.PAYMENT_RECONCILE_AFTER_MINUTES * MINUTE;
    await paymentReconcilerJob.runOnce(t.ctx, later(reconcileAfter - MINUTE));
    expect((await pay.paymentOfOrder(order.orderId)).status).toBe('pending');

    expect(await paymentReconcilerJob.runOnce(t.ctx, later(reconcileAfter + MINUTE))).toBe(1);
    expect((await pay.paymentOfOrder(order.orderId)).status).toBe('paid');
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'assigned',
      assignedTo: offers[0]!.professionalId,
    });
    expect(await paymentReconcilerJob.runOnce(t.ctx, later(reconcileAfter + MINUTE))).toBe(0);
  });

  it('is made good by the expiry job instead of expiring a paid order', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    const restore = pay.loseWebhooks();
    await pay.simulatePayment(owner.cookie, order.orderId);
    restore();
    await paymentExpiryJob.runOnce(t.ctx, afterTheHold());
    expect((await pay.paymentOfOrder(order.orderId)).status).toBe('paid');
    expect((await m.reloadConsultation(request.id))?.status).toBe('assigned');
  });
});

describe('money captured after the hold lapsed', () => {
  it('still wins the request when nothing else was chosen', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(2);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    await paymentExpiryJob.runOnce(t.ctx, afterTheHold());

    // The gateway's checkout was still open in another tab; the payment goes through there.
    await pay.simulatedGateway().pay(order.orderId, 'success', 'card');
    await pay.settlePayments();
    expect(await pay.paymentOfOrder(order.orderId)).toMatchObject({
      status: 'paid',
      failureReason: null,
    });
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'assigned',
      assignedTo: offers[0]!.professionalId,
      paymentStatus: 'paid',
      finalAmount: '400.00',
    });
    expect(await offerStatuses(request.id)).toEqual({
      [offers[0]!.id]: 'accepted',
      [offers[1]!.id]: 'declined',
    });
  });

  it('is refunded in full when another offer was chosen meanwhile', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(2);
    const { body: stale } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    await paymentExpiryJob.runOnce(t.ctx, afterTheHold());
    const { body: fresh } = await pay.acceptOffer(owner.cookie, offers[1]!.id);

    await pay.simulatedGateway().pay(stale.orderId, 'success', 'upi');
    await pay.settlePayments();
    const late = await pay.paymentOfOrder(stale.orderId);
    expect(late).toMatchObject({ status: 'refunded', refundedAmount: '400.00' });
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, late.id));
    expect(refund).toMatchObject({
      amount: '400.00',
      reason: 'paid_after_hold',
      status: 'processed',
      gatewayRefundId: expect.stringMatching(/^rfnd_sim_/),
    });
    const atGateway = await t.database.db
      .select()
      .from(simulatedGatewayRefunds)
      .where(eq(simulatedGatewayRefunds.idempotencyKey, refund!.id));
    expect(atGateway).toMatchObject([{ amountPaise: 40_000 }]);

    // The request is untouched: still held for the other offer, whose payment is still awaited.
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'pending_offers',
      paymentStatus: 'pending',
      assignedTo: null,
      finalAmount: '401.00',
    });
    expect((await pay.paymentOfOrder(fresh.orderId)).status).toBe('pending');
    const detail = await m.jsonAs(owner, `/api/consultations/${request.id}`);
    expect(detail.body.payment).toMatchObject({
      orderId: fresh.orderId,
      state: 'awaiting_payment',
    });
  });

  it('is refunded in full when the request was paid through another order', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(2);
    const { body: stale } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    await paymentExpiryJob.runOnce(t.ctx, afterTheHold());
    await pay.payForOffer(owner.cookie, offers[1]!.id);

    await pay.simulatedGateway().pay(stale.orderId, 'success', 'upi');
    await pay.settlePayments();
    expect((await pay.paymentOfOrder(stale.orderId)).status).toBe('refunded');
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'assigned',
      assignedTo: offers[1]!.professionalId,
      paymentStatus: 'paid',
    });
  });
});
