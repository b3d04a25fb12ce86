import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  chatMessages,
  consultations,
  ledgerEntries,
  notifications,
  payments,
  professionalOffers,
  receipts,
  webhookEvents,
} from '../../db/schema/index.ts';
import { usePaymentsApp } from '../../test/checked-app.ts';
import { SIMULATED_DECLINE } from '../../adapters/payments/simulated-gateway.ts';
import { transitionRefused } from '../../test/transition-refused.ts';

const { t, m, pay } = usePaymentsApp();

describe('paying for a chosen offer on the simulated gateway', () => {
  it('assigns the case, holds the money in escrow, declines the rest and tells the professional', async () => {
    const { owner, request, offers, professionals } = await pay.createRequestWithOffers(3);
    const chosen = offers[1]!;
    const professional = professionals[1]!;

    const accepted = await pay.acceptOffer(owner.cookie, chosen.id);
    expect(accepted.status).toBe(200);
    const { orderId } = accepted.body;

    // The checkout page's view of the order, for the payer.
    const checkout = await m.jsonAs(owner, `/api/payments/orders/${orderId}`);
    expect(checkout).toEqual({
      status: 200,
      body: {
        ...accepted.body,
        state: 'awaiting_payment',
        consultationTitle: request.title,
        professionalName: `${professional.user.firstName} ${professional.user.lastName}`,
        amountRupees: '401.00',
        lastFailure: null,
        payer: {
          name: `${owner.user.firstName} ${owner.user.lastName}`,
          email: owner.user.email,
          contact: null,
        },
        checkoutScriptUrl: null,
        billing: { taxInvoice: false, placeOfSupply: null, gstin: null },
      },
    });
    const waiting = await m.jsonAs(owner, `/api/consultations/${request.id}`);
    expect(waiting.body.payment).toMatchObject({
      orderId,
      state: 'awaiting_payment',
      amount: '401.00',
      refundedAmount: '0.00',
      lastFailure: null,
    });
    expect(waiting.body.abilities).toMatchObject({ pay: true, cancel: false, withdraw: false });

    const paid = await pay.simulatePayment(owner.cookie, orderId);
    expect(paid).toEqual({
      status: 200,
      body: {
        razorpay_order_id: orderId,
        razorpay_payment_id: expect.stringMatching(/^pay_sim_/),
        razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const verified = await pay.verifyPayment(owner.cookie, paid.body);
    expect(verified).toEqual({
      status: 200,
      body: { consultationId: request.id, paymentStatus: 'paid', consultationStatus: 'assigned' },
    });
    await pay.settlePayments();

    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'assigned',
      assignedTo: professional.user.id,
      paymentStatus: 'paid',
      paymentOrderId: orderId,
      paymentId: paid.body.razorpay_payment_id,
      finalAmount: '401.00',
    });
    const payment = await pay.paymentOfOrder(orderId);
    expect(payment).toMatchObject({
      status: 'paid',
      gatewayPaymentId: paid.body.razorpay_payment_id,
      paidAt: expect.any(Date),
    });
    const offerRows = await t.database.db
      .select({ id: professionalOffers.id, status: professionalOffers.status })
      .from(professionalOffers)
      .where(eq(professionalOffers.consultationId, request.id));
    expect(Object.fromEntries(offerRows.map((row) => [row.id, row.status]))).toEqual({
      [offers[0]!.id]: 'declined',
      [chosen.id]: 'accepted',
      [offers[2]!.id]: 'declined',
    });

    // The capture moved the money from the gateway into escrow, once.
    const legs = await t.database.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, payment.id));
    expect(legs).toEqual(
      expect.arrayContaining([
        { account: 'gateway', amount: '401.00' },
        { account: 'escrow', amount: '-401.00' },
      ]),
    );
    expect(legs).toHaveLength(2);
    const [receipt] = await t.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, payment.id));
    expect(receipt).toMatchObject({ kind: 'payment', amount: '401.00' });
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, professional.user.id),
          eq(notifications.type, 'offer_accepted'),
        ),
      );
    expect(notices).toMatchObject([
      { title: 'Offer Accepted!', link: `/consultation/${request.id}`, consultationId: request.id },
    ]);
    // The webhook came too, and found the payment already captured.
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventType, 'payment.captured'));
    expect(events.some((event) => JSON.stringify(event.payload).includes(orderId))).toBe(true);

    // The case as each side sees it now.
    const mine = await m.jsonAs(owner, `/api/consultations/${request.id}`);
    expect(mine.body).toMatchObject({
      status: 'assigned',
      payment: { orderId, state: 'paid', amount: '401.00' },
      abilities: { pay: false, cancel: true, withdraw: false },
    });
    const theirs = await m.jsonAs(professional, `/api/consultations/${request.id}`);
    expect(theirs.body).toMatchObject({
      payment: { orderId, state: 'paid' },
      abilities: { pay: false, cancel: false, withdraw: true },
    });
  });

  it('offers Cancel & Refund until the professional’s first reply since assignment', async () => {
    const { owner, request, offers, professionals } = await pay.createRequestWithOffers(1);
    const professional = professionals[0]!;
    const abilities = async () =>
      (await m.jsonAs(owner, `/api/consultations/${request.id}`)).body.abilities;
    // A message the professional wrote before this assignment does not count.
    await t.database.db.insert(chatMessages).values({
      consultationId: request.id,
      senderId: professional.user.id,
      message: 'From an earlier assignment',
      createdAt: new Date(Date.now() - 60 * 60_000),
    });
    await pay.payForOffer(owner.cookie, offers[0]!.id);
    expect(await abilities()).toMatchObject({ cancel: true });

    // The owner's own first message starts the case; they may still cancel.
    await t.database.db
      .update(consultations)
      .set({ status: 'in_progress' })
      .where(eq(consultations.id, request.id));
    await t.database.db
      .insert(chatMessages)
      .values({ consultationId: request.id, senderId: owner.user.id, message: 'Hello?' });
    expect(await abilities()).toMatchObject({ cancel: true });

    await t.database.db.insert(chatMessages).values({
      consultationId: request.id,
      senderId: professional.user.id,
      message: 'Hi, I have your documents.',
    });
    expect(await abilities()).toMatchObject({ cancel: false });
    const asProfessional = await m.jsonAs(professional, `/api/consultations/${request.id}`);
    expect(asProfessional.body.abilities).toMatchObject({ withdraw: true, cancel: false });
  });

  it('lists a consultation’s payments with receipts for the payer and admins only', async () => {
    const { owner, request, offers, professionals } = await pay.createRequestWithOffers(1);
    const { order } = await pay.payForOffer(owner.cookie, offers[0]!.id);

    const summary = {
      orderId: order.orderId,
      gateway: 'simulated',
      status: 'paid',
      state: 'paid',
      amount: '400.00',
      platformShare: '40.00',
      professionalShare: '360.00',
      refundedAmount: '0.00',
      released: false,
      lastFailure: null,
      refunds: [],
    };
    const asOwner = await m.jsonAs(owner, `/api/consultations/${request.id}/payments`);
    expect(asOwner.status).toBe(200);
    expect(asOwner.body.items).toMatchObject([
      { ...summary, receipts: [{ kind: 'payment', amount: '400.00', number: /^SLK-P-\d{6}$/ }] },
    ]);
    const receiptUrl = asOwner.body.items[0].receipts[0].url;
    expect(receiptUrl).toMatch(/^\/api\/receipts\/[0-9a-f-]+\/pdf$/);

    const asAdmin = await m.jsonAs(
      await m.createPerson({ role: 'admin' }),
      `/api/consultations/${request.id}/payments`,
    );
    expect(asAdmin.body.items[0].receipts).toHaveLength(1);
    const asProfessional = await m.jsonAs(
      professionals[0]!,
      `/api/consultations/${request.id}/payments`,
    );
    expect(asProfessional.body.items).toMatchObject([{ ...summary, receipts: [] }]);

    const stranger = await m.createPerson();
    expect((await m.jsonAs(stranger, `/api/consultations/${request.id}/payments`)).status).toBe(
      404,
    );
    expect((await m.jsonAs(stranger, `/api/payments/orders/${order.orderId}`)).status).toBe(404);
    expect(
      (await m.jsonAs(professionals[0]!, `/api/payments/orders/${order.orderId}`)).status,
    ).toBe(404);
    const forAdmin = await m.jsonAs(
      await m.createPerson({ role: 'admin' }),
      `/api/payments/orders/${order.orderId}`,
    );
    expect(forAdmin.body).toMatchObject({ orderId: order.orderId, state: 'paid' });
  });

  it('lets only the payer press Pay or verify', async () => {
    const { owner, offers } = await pay.createRequestWithOffers(1);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    const stranger = await m.createPerson();
    const admin = await m.createPerson({ role: 'admin' });

    expect((await pay.simulatePayment(stranger.cookie, order.orderId)).status).toBe(404);
    expect((await pay.simulatePayment(admin.cookie, order.orderId)).status).toBe(404);
    expect((await pay.simulatePayment(null, order.orderId)).status).toBe(401);

    const paid = await pay.simulatePayment(owner.cookie, order.orderId);
    expect((await pay.verifyPayment(stranger.cookie, paid.body)).status).toBe(404);
    expect((await pay.verifyPayment(null, paid.body)).status).toBe(401);
    expect((await pay.verifyPayment(owner.cookie, paid.body)).status).toBe(200);
  });

  it('shows a failed attempt and lets the user pay the same order again', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(1);
    const { body: order } = await pay.acceptOffer(owner.cookie, offers[0]!.id);

    const failed = await pay.simulatePayment(owner.cookie, order.orderId, 'failure');
    expect(failed).toEqual({
      status: 200,
      body: {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: SIMULATED_DECLINE,
          reason: 'payment_failed',
          metadata: { order_id: order.orderId, payment_id: expect.stringMatching(/^pay_sim_/) },
        },
      },
    });
    await pay.settlePayments();
    // The payment.failed webhook recorded why; the order can still be paid.
    expect(await pay.paymentOfOrder(order.orderId)).toMatchObject({
      status: 'pending',
      failureReason: SIMULATED_DECLINE,
      failedAt: expect.any(Date),
    });
    const checkout = await m.jsonAs(owner, `/api/payments/orders/${order.orderId}`);
    expect(checkout.body).toMatchObject({
      state: 'awaiting_payment',
      lastFailure: SIMULATED_DECLINE,
    });
    const detail = await m.jsonAs(owner, `/api/consultations/${request.id}`);
    expect(detail.body.payment.lastFailure).toBe(SIMULATED_DECLINE);
    expect(detail.body.abilities.pay).toBe(true);

    // Accepting again (the dashboard's Pay) answers the same order, and it is paid this time.
    expect((await pay.acceptOffer(owner.cookie, offers[0]!.id)).body.orderId).toBe(order.orderId);
    const paid = await pay.simulatePayment(owner.cookie, order.orderId);
    expect(await pay.verifyPayment(owner.cookie, paid.body)).toMatchObject({
      status: 200,
      body: { paymentStatus: 'paid', consultationStatus: 'assigned' },
    });
    await pay.settlePayments();
    expect(await pay.paymentOfOrder(order.orderId)).toMatchObject({
      status: 'paid',
      failureReason: null,
    });
    // Pay pressed again on a paid order answers the same payment; nothing is charged twice.
    const again = await pay.simulatePayment(owner.cookie, order.orderId);
    expect(again.body).toEqual(paid.body);
    const ofRequest = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.consultationId, request.id));
    expect(ofRequest).toHaveLength(1);
  });

  it('refuses to accept for someone else’s request, or once assigned', async () => {
    const { owner, request, offers } = await pay.createRequestWithOffers(2);
    expect((await pay.acceptOffer((await m.createPerson()).cookie, offers[0]!.id)).status).toBe(
      404,
    );
    expect(
      (await pay.acceptOffer((await m.createProfessional()).cookie, offers[0]!.id)).status,
    ).toBe(403);
    await pay.payForOffer(owner.cookie, offers[0]!.id);
    const late = await pay.acceptOffer(owner.cookie, offers[1]!.id);
    expect(late).toEqual(
      transitionRefused(
        'acceptOffer',
        'assigned',
        'Cannot accept an offer on a consultation that is Assigned',
      ),
    );
    const same = await pay.acceptOffer(owner.cookie, offers[0]!.id);
    expect(same.status).toBe(409);
    expect((await m.reloadConsultation(request.id))?.status).toBe('assigned');
  });
});
