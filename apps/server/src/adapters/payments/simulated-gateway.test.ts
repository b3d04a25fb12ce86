import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { simulatedGatewayOf } from '../../test/payments.ts';
import { GatewayError } from './payment-gateway.ts';
import type { SimulatedGateway } from './simulated-gateway.ts';

// The built-in gateway's own books, asked as the reconciler and refunds ask Razorpay.

const t = useTestApp();
let gateway: SimulatedGateway;
beforeAll(() => {
  gateway = simulatedGatewayOf(t);
  // These orders are not ours: no webhook should reach our route.
  gateway.sendWebhooksWith(null);
});

async function paidOrder(amountPaise: number) {
  const order = await gateway.createOrder({ amountPaise, receipt: 'test', notes: {} });
  const failed = await gateway.pay(order.id, 'failure', 'card');
  const paid = await gateway.pay(order.id, 'success', 'upi');
  if (!('razorpay_payment_id' in paid) || !('error' in failed)) throw new Error('unexpected');
  return { order, paymentId: paid.razorpay_payment_id, failedId: failed.error.metadata.payment_id };
}

describe('the simulated gateway', () => {
  it('reports every attempt at an order, and signs as Razorpay does', async () => {
    const { order, paymentId, failedId } = await paidOrder(50_000);
    expect(order).toEqual({
      id: expect.stringMatching(/^order_sim_[0-9a-f]{14}$/),
      amountPaise: 50_000,
      currency: 'INR',
    });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([
      expect.objectContaining({
        id: failedId,
        status: 'failed',
        errorDescription: expect.any(String),
      }),
      expect.objectContaining({ id: paymentId, status: 'captured', amountPaise: 50_000 }),
    ]);
    const again = await gateway.pay(order.id, 'success', 'upi');
    expect(again).toMatchObject({ razorpay_payment_id: paymentId });
    if (!('razorpay_signature' in again)) throw new Error('unexpected');
    expect(
      gateway.verifyPaymentSignature({
        orderId: order.id,
        paymentId,
        signature: again.razorpay_signature,
      }),
    ).toBe(true);
    expect(
      gateway.verifyPaymentSignature({
        orderId: 'order_other',
        paymentId,
        signature: again.razorpay_signature,
      }),
    ).toBe(false);
    expect(await gateway.fetchOrderPayments('order_sim_unknown')).toEqual([]);
  });

  it('refunds once per idempotency key and never more than captured', async () => {
    const { order, paymentId } = await paidOrder(50_000);
    const refund = { paymentId, amountPaise: 30_000, idempotencyKey: 'refund-1', notes: {} };
    const first = await gateway.refund(refund);
    expect(first).toMatchObject({ paymentId, amountPaise: 30_000, status: 'processed' });
    const concurrent = await Promise.all([gateway.refund(refund), gateway.refund(refund)]);
    expect(concurrent.map((answer) => answer.id)).toEqual([first.id, first.id]);

    await expect(
      gateway.refund({ ...refund, amountPaise: 20_001, idempotencyKey: 'refund-2' }),
    ).rejects.toBeInstanceOf(GatewayError);
    await gateway.refund({ ...refund, amountPaise: 20_000, idempotencyKey: 'refund-3' });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([
      expect.objectContaining({ status: 'failed' }),
      expect.objectContaining({ id: paymentId, status: 'refunded' }),
    ]);
  });
});
