import { createHmac } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutsideCallInTransactionError } from '../../db/transaction-guard.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startFakeRazorpay, type FakeRazorpay } from '../../test/fake-razorpay.ts';
import { GatewayError, type PaymentGateway } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay-gateway.ts';

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

describe('Razorpay gateway against a fake Razorpay on loopback', () => {
  let fake: FakeRazorpay;
  let gateway: PaymentGateway;

  const gatewayFor = (overrides: Partial<Parameters<typeof createRazorpayGateway>[0]> = {}) =>
    createRazorpayGateway({
      keyId: fake.keyId,
      keySecret: fake.keySecret,
      webhookSecret: fake.webhookSecret,
      apiBase: fake.url,
      checkoutScriptUrl: CHECKOUT_SCRIPT,
      ...overrides,
    });
  const lastRequest = () => fake.requests.at(-1)!;

  beforeAll(async () => {
    fake = await startFakeRazorpay();
    gateway = gatewayFor();
  });
  afterAll(() => fake.close());

  it('names itself and hands Checkout the public key id and script', () => {
    expect(gateway.name).toBe('razorpay');
    expect(gateway.keyId).toBe(fake.keyId);
    expect(gateway.checkoutScriptUrl).toBe(CHECKOUT_SCRIPT);
  });

  it('creates an order in paise with Basic auth and the receipt and notes', async () => {
    const order = await gateway.createOrder({
      amountPaise: 150_000,
      receipt: '6c1f0e6a-4b8e-4d7b-9a55-0d1c2e3f4a5b',
      notes: { consultationId: 'c-1', offerId: 'o-1' },
    });

    expect(order).toEqual({
      id: expect.stringMatching(/^order_/),
      amountPaise: 150_000,
      currency: 'INR',
    });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/orders');
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from(`${fake.keyId}:${fake.keySecret}`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      amount: 150_000,
      currency: 'INR',
      receipt: '6c1f0e6a-4b8e-4d7b-9a55-0d1c2e3f4a5b',
      notes: { consultationId: 'c-1', offerId: 'o-1' },
      payment_capture: 1,
    });
    expect(fake.orders.get(order.id)?.amount).toBe(150_000);
  });

  it("lists an order's payments, failed attempts included", async () => {
    const order = await gateway.createOrder({ amountPaise: 50_000, receipt: 'r-2', notes: {} });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([]);
    const failed = fake.pay(order.id, { fail: true });
    const paid = fake.pay(order.id);

    const payments = await gateway.fetchOrderPayments(order.id);

    expect(lastRequest()).toMatchObject({ method: 'GET', path: `/v1/orders/${order.id}/payments` });
    expect(payments).toEqual([
      {
        id: failed.paymentId,
        orderId: order.id,
        amountPaise: 50_000,
        status: 'failed',
        errorDescription: expect.stringContaining('declined'),
      },
      {
        id: paid.paymentId,
        orderId: order.id,
        amountPaise: 50_000,
        status: 'captured',
        errorDescription: null,
      },
    ]);
  });

  it('refunds with the idempotency header; a retry with the same key refunds once', async () => {
    const order = await gateway.createOrder({ amountPaise: 100_000, receipt: 'r-3', notes: {} });
    const { paymentId } = fake.pay(order.id);
    const input = {
      paymentId,
      amountPaise: 40_000,
      idempotencyKey: 'c0a80101-refund-0001',
      notes: { reason: 'admin_partial' },
    };

    const first = await gateway.refund(input);
    const again = await gateway.refund(input);

    expect(first).toEqual({
      id: expect.stringMatching(/^rfnd_/),
      paymentId,
      amountPaise: 40_000,
      status: 'processed',
    });
    expect(again).toEqual(first);
    expect([...fake.refunds.values()].filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    const request = lastRequest();
    expect(request.path).toBe(`/v1/payments/${paymentId}/refund`);
    expect(request.headers['x-refund-idempotency']).toBe('c0a80101-refund-0001');
    expect(request.body).toEqual({
      amount: 40_000,
      speed: 'normal',
      notes: { reason: 'admin_partial' },
    });
  });

  it('is refused, as Razorpay refuses, a refund above what remains', async () => {
    const order = await gateway.createOrder({ amountPaise: 100_000, receipt: 'r-4', notes: {} });
    const { paymentId } = fake.pay(order.id);
    await gateway.refund({
      paymentId,
      amountPaise: 60_000,
      idempotencyKey: 'key-a-0000001',
      notes: {},
    });

    const refused = gateway.refund({
      paymentId,
      amountPaise: 50_000,
      idempotencyKey: 'key-b-0000001',
      notes: {},
    });

    await expect(refused).rejects.toThrow(GatewayError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('greater than amount captured'),
    });
  });

  describe('payment signature (HMAC-SHA256 of order_id|payment_id with the key secret)', () => {
    const orderId = 'order_IluGWxBm9U8zJ8';
    const paymentId = 'pay_IH4NVgf4Dreq1l';
    const sign = (message: string) =>
      createHmac('sha256', fake.keySecret).update(message).digest('hex');

    it('accepts the signature Checkout hands over', async () => {
      const order = await gateway.createOrder({ amountPaise: 10_000, receipt: 'r-5', notes: {} });
      const { checkout } = fake.pay(order.id);
      expect(
        gateway.verifyPaymentSignature({
          orderId: checkout.razorpay_order_id,
          paymentId: checkout.razorpay_payment_id,
          signature: checkout.razorpay_signature,
        }),
      ).toBe(true);
      expect(
        gateway.verifyPaymentSignature({
          orderId,
          paymentId,
          signature: sign(`${orderId}|${paymentId}`),
        }),
      ).toBe(true);
    });

    it('refuses an altered payment id, an altered signature and one of another length', () => {
      const signature = sign(`${orderId}|${paymentId}`);
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
      expect(
        gateway.verifyPaymentSignature({ orderId, paymentId: 'pay_IH4NVgf4Dreq1m', signature }),
      ).toBe(false);
      expect(gateway.verifyPaymentSignature({ orderId: 'order_other', paymentId, signature })).toBe(
        false,
      );
      expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: flipped })).toBe(
        false,
      );
      expect(
        gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(2) }),
      ).toBe(false);
      expect(
        gateway.verifyPaymentSignature({ orderId, paymentId, signature: `${signature}00` }),
      ).toBe(false);
      expect(gateway.verifyPaymentSignature({ orderId, paymentId, signature: '' })).toBe(false);
      expect(
        gateway.verifyPaymentSignature({ orderId, paymentId, signature: signature.toUpperCase() }),
      ).toBe(false);
    });

    it('refuses a signature made with another secret', () => {
      const other = gatewayFor({ keySecret: 'someone-elses-secret' });
      expect(
        other.verifyPaymentSignature({
          orderId,
          paymentId,
          signature: sign(`${orderId}|${paymentId}`),
        }),
      ).toBe(false);
    });
  });

  describe('webhook signature (HMAC-SHA256 of the raw body with the webhook secret)', () => {
    it('accepts the exact bytes Razorpay signed and nothing else', async () => {
      const order = await gateway.createOrder({ amountPaise: 10_000, receipt: 'r-6', notes: {} });
      const { webhook } = fake.pay(order.id);
      const signature = webhook.headers['x-razorpay-signature']!;
      const raw = Buffer.from(webhook.body);

      expect(gateway.verifyWebhookSignature(raw, signature)).toBe(true);
      // The same JSON re-serialised differently is other bytes: it must be checked raw.
      const reformatted = Buffer.from(JSON.stringify(JSON.parse(webhook.body), null, 2));
      expect(gateway.verifyWebhookSignature(reformatted, signature)).toBe(false);
      const tampered = Buffer.from(webhook.body.replace('"amount":10000', '"amount":1'));
      expect(tampered.equals(raw)).toBe(false);
      expect(gateway.verifyWebhookSignature(tampered, signature)).toBe(false);
      expect(gateway.verifyWebhookSignature(raw, signature.slice(1))).toBe(false);
      expect(gateway.verifyWebhookSignature(raw, '')).toBe(false);
      // Signed with the key secret instead of the webhook secret.
      const wrongSecret = createHmac('sha256', fake.keySecret).update(raw).digest('hex');
      expect(gateway.verifyWebhookSignature(raw, wrongSecret)).toBe(false);
    });

    it('checks non-ASCII bodies byte for byte', () => {
      const body = Buffer.from(JSON.stringify({ event: 'payment.captured', note: 'शुल्क ₹1,500' }));
      const signature = fake.signWebhook(body.toString('utf8')).headers['x-razorpay-signature']!;
      expect(gateway.verifyWebhookSignature(body, signature)).toBe(true);
    });
  });

  describe('failures become GatewayError with the status and never the secret', () => {
    const expectGatewayError = async (promise: Promise<unknown>, statusCode: number | null) => {
      const error = await promise.then(
        () => {
          throw new Error('expected the call to fail');
        },
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(GatewayError);
      expect((error as GatewayError).statusCode).toBe(statusCode);
      expect((error as GatewayError).message).not.toContain(fake.keySecret);
      expect((error as GatewayError).message).not.toContain(fake.webhookSecret);
      return error as GatewayError;
    };

    it("carries Razorpay's description on a 4xx", async () => {
      const error = await expectGatewayError(
        gateway.createOrder({ amountPaise: 50, receipt: 'r-7', notes: {} }),
        400,
      );
      expect(error.message).toContain('The amount must be at least INR 1.00');
    });

    it('is refused with wrong keys (401)', async () => {
      const wrongKeys = gatewayFor({ keySecret: 'not-the-secret' });
      const error = await expectGatewayError(
        wrongKeys.createOrder({ amountPaise: 10_000, receipt: 'r-8', notes: {} }),
        401,
      );
      expect(error.message).not.toContain('not-the-secret');
    });

    it('reports a 5xx outage', async () => {
      fake.failNext(503, 'Service temporarily unavailable');
      const error = await expectGatewayError(gateway.fetchOrderPayments('order_any'), 503);
      expect(error.message).toContain('Service temporarily unavailable');
    });

    it('gives up on a gateway that does not answer in time', async () => {
      fake.delayNext(2_000);
      const impatient = gatewayFor({ timeoutMs: 200 });
      const started = Date.now();
      const error = await expectGatewayError(
        impatient.createOrder({ amountPaise: 10_000, receipt: 'r-9', notes: {} }),
        null,
      );
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(error.message).toContain('no answer within 200 ms');
    });

    it('gives up on a gateway that stalls in the middle of its answer', async () => {
      // Headers and half a body, then nothing: the timeout covers reading the body too.
      const stalling = createHttpServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"id":"order_');
      });
      await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
      const { port } = stalling.address() as AddressInfo;
      try {
        const impatient = gatewayFor({ apiBase: `http://127.0.0.1:${port}`, timeoutMs: 200 });
        const error = await expectGatewayError(
          impatient.createOrder({ amountPaise: 10_000, receipt: 'r-10', notes: {} }),
          null,
        );
        expect(error.message).toContain('no answer within 200 ms');
      } finally {
        stalling.closeAllConnections();
        await new Promise((resolve) => stalling.close(resolve));
      }
    });

    it('refuses to be called inside a database transaction', async () => {
      const database = await createTestDatabase();
      try {
        const called = database.db.transaction(() =>
          gateway.fetchOrderPayments('order_in_a_transaction'),
        );
        await expect(called).rejects.toThrow(OutsideCallInTransactionError);
        await expect(called).rejects.toThrow(/Razorpay GET .* inside a database transaction/);
      } finally {
        await database.drop();
      }
    });

    it('reports an unreachable gateway', async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as AddressInfo;
          probe.close(() => resolve(port));
        });
      });
      const unreachable = gatewayFor({ apiBase: `http://127.0.0.1:${closedPort}` });
      const error = await expectGatewayError(
        unreachable.refund({
          paymentId: 'pay_x',
          amountPaise: 100,
          idempotencyKey: 'key-unreachable',
          notes: {},
        }),
        null,
      );
      expect(error.message).toContain('ECONNREFUSED');
    });

    it('treats an unexpected body as a gateway failure', async () => {
      fake.failNext(200, 'not an order');
      await expectGatewayError(
        gateway.createOrder({ amountPaise: 10_000, receipt: 'r-10', notes: {} }),
        200,
      );
    });
  });
});
