import { afterEach, describe, expect, it } from 'vitest';
import { marketplace } from '../../test/marketplace.ts';
import {
  acceptOffer,
  createRequestWithOffers,
  expectLedgerInvariants,
  paymentOfOrder,
  simulatePayment,
  verifyPayment,
} from '../../test/payments.ts';
import { useRazorpayApp } from '../../test/razorpay-app.ts';

// With Razorpay keys the same flow runs against Razorpay (a fake one on loopback here), and the
// simulated gateway's route is gone.

const { razorpay, t } = useRazorpayApp();
const m = marketplace(t);
afterEach(async () => expectLedgerInvariants(t.database.db));

describe('with Razorpay keys', () => {
  it('has no simulate route', async () => {
    const { owner, offers } = await createRequestWithOffers(t, 1);
    const { body: order } = await acceptOffer(t, owner.cookie, offers[0]!.id);
    const answer = await simulatePayment(t, owner.cookie, order.orderId);
    expect(answer.status).toBe(404);
    expect(t.ctx.gateway.name).toBe('razorpay');
  });

  it('creates the order at Razorpay and captures on verify and webhook once', async () => {
    const { owner, request, offers } = await createRequestWithOffers(t, 1);
    const accepted = await acceptOffer(t, owner.cookie, offers[0]!.id);
    expect(accepted.body).toMatchObject({
      orderId: expect.stringMatching(/^order_/),
      amount: 40_000,
      gateway: 'razorpay',
      keyId: razorpay.keyId,
    });
    const { orderId } = accepted.body;
    const payment = await paymentOfOrder(t, orderId);
    expect(razorpay.orders.get(orderId)).toMatchObject({ amount: 40_000, receipt: payment.id });

    const checkout = await m.jsonAs(owner, `/api/payments/orders/${orderId}`);
    expect(checkout.body).toMatchObject({
      gateway: 'razorpay',
      keyId: razorpay.keyId,
      checkoutScriptUrl: t.config.RAZORPAY_CHECKOUT_SCRIPT,
    });

    const attempt = razorpay.pay(orderId);
    const verified = await verifyPayment(t, owner.cookie, attempt.checkout);
    expect(verified.body).toMatchObject({ paymentStatus: 'paid', consultationStatus: 'assigned' });
    const webhook = await m.jsonOf(
      t.request('/api/payments/webhook', {
        method: 'POST',
        body: attempt.webhook.body,
        headers: attempt.webhook.headers,
      }),
    );
    expect(webhook).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await m.reloadConsultation(request.id)).toMatchObject({
      status: 'assigned',
      paymentId: attempt.paymentId,
    });
  });
});
