import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, webhookEvents } from '../../db/schema/index.ts';
import { reconcileOrder } from './payment-reconciler.job.ts';
import { marketplace } from '../../test/marketplace.ts';
import { useRazorpayApp } from '../../test/razorpay-app.ts';

// A payment the gateway reports for another sum than its order is never captured, whether it
// arrives by webhook or through the reconciler. Razorpay is the fake on loopback.

describe('a gateway payment for another amount than its order', () => {
  const { razorpay: fake, t } = useRazorpayApp();
  const m = marketplace(t);

  /** A ₹1,500 order accepted on Razorpay. */
  async function acceptedOrder(): Promise<string> {
    const payer = await m.createPerson();
    const professional = await m.createProfessional();
    const consultation = await m.createConsultation(payer.user);
    const offer = await m.createOffer(consultation, professional.user, { offerAmount: '1500.00' });
    const accepted = await m.jsonAs(payer, `/api/professional-offers/${offer.id}/accept`, {
      method: 'POST',
    });
    expect(accepted.status).toBe(200);
    return accepted.body.orderId;
  }
  const statusOf = async (orderId: string) =>
    (await t.database.db.select().from(payments).where(eq(payments.gatewayOrderId, orderId)))[0]!
      .status;
  const deliver = (webhook: { body: string; headers: Record<string, string> }) =>
    m.jsonOf(
      t.request('/api/payments/webhook', {
        method: 'POST',
        headers: webhook.headers,
        body: webhook.body,
      }),
    );

  it('by webhook: recorded, answered 200, not captured; the true amount then captures', async () => {
    const orderId = await acceptedOrder();
    const paid = fake.pay(orderId);
    const event = JSON.parse(paid.webhook.body);
    event.payload.payment.entity.amount = 100;
    const altered = fake.signWebhook(JSON.stringify(event), 'evt_wrong_amount');

    expect(await deliver(altered)).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await statusOf(orderId)).toBe('pending');
    const [recorded] = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, 'evt_wrong_amount'));
    expect(recorded?.eventType).toBe('payment.captured');

    event.payload.payment.entity.amount = 150_000;
    event.payload.payment.entity.currency = 'USD';
    expect((await deliver(fake.signWebhook(JSON.stringify(event)))).status).toBe(200);
    expect(await statusOf(orderId)).toBe('pending');

    expect((await deliver(paid.webhook)).status).toBe(200);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('by the reconciler: left pending while the gateway reports another amount', async () => {
    const orderId = await acceptedOrder();
    const paid = fake.pay(orderId);
    const atGateway = fake.payments.get(paid.paymentId)!;
    atGateway.amount = 149_900;
    expect(await reconcileOrder(t.ctx, orderId)).toBe(false);
    expect(await statusOf(orderId)).toBe('pending');

    atGateway.amount = 150_000;
    expect(await reconcileOrder(t.ctx, orderId)).toBe(true);
    expect(await statusOf(orderId)).toBe('paid');
  });
});
