import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAILED_PAYMENT_DESCRIPTION,
  FakeRazorpayApi,
  razorpayError,
  razorpayId,
  unixNow,
  type Answer,
  type FakeOrder,
  type FakePayment,
  type FakeRefund,
} from './fake-razorpay-api.ts';

// A fake Razorpay on loopback: a real HTTP server speaking the subset of its API our adapter uses
// (Basic auth, Razorpay's error shape), recording every request, with test controls that play
// the customer's part (paying on Checkout) and Razorpay's (the signed webhook about it).

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or null when there was none (or it was not JSON). */
  body: unknown;
}

/** What a test posts to our webhook route: the exact bytes Razorpay signed and its headers. */
export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** The three fields Checkout hands its success handler. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** What Checkout hands its payment.failed handler. */
export interface CheckoutFailure {
  error: {
    code: string;
    description: string;
    reason: string;
    metadata: { order_id: string; payment_id: string };
  };
}

export interface PaidAttempt {
  paymentId: string;
  /** Signed with the key secret, as Checkout's handler receives them. */
  checkout: CheckoutSuccess;
  /** payment.captured, signed with the webhook secret. */
  webhook: SignedWebhook;
}

export interface FailedAttempt {
  paymentId: string;
  checkout: CheckoutFailure;
  /** payment.failed, signed with the webhook secret. */
  webhook: SignedWebhook;
}

export interface FakeRazorpayKeys {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

type PayOptions = { method?: 'upi' | 'card' };

export interface FakeRazorpay extends FakeRazorpayKeys {
  /** The API base (RAZORPAY_API_BASE) of this server. */
  url: string;
  /** The RAZORPAY_* settings that point the app at this server (for buildTestApp). */
  env: Record<string, string>;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  orders: ReadonlyMap<string, FakeOrder>;
  payments: ReadonlyMap<string, FakePayment>;
  refunds: ReadonlyMap<string, FakeRefund>;
  /** The customer pays the order on Checkout: a captured payment, or a failed attempt. */
  pay(orderId: string, options?: PayOptions & { fail?: false }): PaidAttempt;
  pay(orderId: string, options: PayOptions & { fail: true }): FailedAttempt;
  /** Signs any body as Razorpay signs a webhook. */
  signWebhook(body: string, eventId?: string): SignedWebhook;
  /** The next request is answered with this status and a Razorpay error (outages, refusals). */
  failNext(status: number, description?: string): void;
  /** The next request is handled but answered only after this many milliseconds (timeouts). */
  delayNext(ms: number): void;
  close(): Promise<void>;
}

/** Starts the fake on 127.0.0.1 with the given keys (random ones otherwise). */
export async function startFakeRazorpay(
  keys: Partial<FakeRazorpayKeys> = {},
): Promise<FakeRazorpay> {
  const keyId = keys.keyId ?? `rzp_test_${randomBytes(7).toString('hex')}`;
  const keySecret = keys.keySecret ?? randomBytes(18).toString('base64url');
  const webhookSecret = keys.webhookSecret ?? randomBytes(18).toString('base64url');
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const api = new FakeRazorpayApi();
  const requests: RecordedRequest[] = [];
  const controls: Array<{ fail: Answer } | { delayMs: number }> = [];

  function route(request: RecordedRequest): Answer {
    const { method, path, headers, body } = request;
    if (headers.authorization !== expectedAuth) {
      return razorpayError(401, 'The api key provided is invalid');
    }
    if (method === 'POST' && path === '/v1/orders') return api.createOrder(body);
    const order = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
    if (method === 'GET' && order) return api.orderPayments(decodeURIComponent(order[1]!));
    const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refund) {
      const key = headers['x-refund-idempotency'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      return api.refund(decodeURIComponent(refund[1]!), body, idempotencyKey);
    }
    return razorpayError(404, 'The requested URL was not found on the server.');
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      let badJson = false;
      try {
        if (raw.length > 0) body = JSON.parse(raw);
      } catch {
        badJson = true;
      }
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path: new URL(request.url ?? '/', 'http://fake').pathname,
        headers: request.headers,
        body,
      };
      requests.push(recorded);
      const control = controls.shift();
      let answer: Answer;
      if (control && 'fail' in control) answer = control.fail;
      else if (badJson) answer = razorpayError(400, 'The request body is not valid JSON');
      else answer = route(recorded);
      const delayMs = control && 'delayMs' in control ? control.delayMs : 0;
      const timer = setTimeout(() => send(response, answer), delayMs);
      response.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function signWebhook(body: string, eventId = razorpayId('evt')): SignedWebhook {
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
    };
  }

  function pay(orderId: string, options: PayOptions & { fail?: boolean } = {}) {
    const fail = options.fail ?? false;
    const payment = api.addPayment(orderId, { fail, method: options.method ?? 'upi' });
    const webhook = signWebhook(
      JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount01',
        event: fail ? 'payment.failed' : 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: api.paymentEntity(payment) } },
        created_at: unixNow(),
      }),
    );
    if (fail) {
      const checkout: CheckoutFailure = {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: FAILED_PAYMENT_DESCRIPTION,
          reason: 'payment_failed',
          metadata: { order_id: orderId, payment_id: payment.id },
        },
      };
      return { paymentId: payment.id, checkout, webhook };
    }
    const signature = createHmac('sha256', keySecret)
      .update(`${orderId}|${payment.id}`)
      .digest('hex');
    const checkout: CheckoutSuccess = {
      razorpay_order_id: orderId,
      razorpay_payment_id: payment.id,
      razorpay_signature: signature,
    };
    return { paymentId: payment.id, checkout, webhook };
  }

  return {
    keyId,
    keySecret,
    webhookSecret,
    url,
    env: {
      RAZORPAY_KEY_ID: keyId,
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_WEBHOOK_SECRET: webhookSecret,
      RAZORPAY_API_BASE: url,
    },
    requests,
    orders: api.orders,
    payments: api.payments,
    refunds: api.refunds,
    pay: pay as FakeRazorpay['pay'],
    signWebhook,
    failNext(status, description = 'The fake gateway could not process the request') {
      controls.push({ fail: razorpayError(status, description) });
    },
    delayNext(delayMs) {
      controls.push({ delayMs });
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
    },
  };
}

function send(response: ServerResponse, answer: Answer) {
  if (response.destroyed) return;
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
}
