import { createHash, randomBytes } from 'node:crypto';

// The fake Razorpay's state and its REST handlers (Orders, an order's payments, Refunds), with
// Razorpay's entity and error shapes. fake-razorpay.ts puts it behind a real HTTP server.

export interface FakeOrder {
  id: string;
  amount: number;
  receipt: string | null;
  notes: Record<string, string>;
  /** As sent, so tests can check it. */
  paymentCapture: unknown;
  createdAt: number;
}

export interface FakePayment {
  id: string;
  orderId: string;
  amount: number;
  status: 'captured' | 'refunded' | 'failed';
  method: 'upi' | 'card';
  notes: Record<string, string>;
  createdAt: number;
}

export interface FakeRefund {
  id: string;
  paymentId: string;
  amount: number;
  notes: Record<string, string>;
  createdAt: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

export const FAILED_PAYMENT_DESCRIPTION =
  'Your payment could not be completed as the bank declined it.';

export const razorpayId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
export const unixNow = () => Math.floor(Date.now() / 1000);

/** Razorpay's error body. */
export function razorpayError(
  status: number,
  description: string,
  code = status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
): Answer {
  return {
    status,
    body: { error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} } },
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNotes = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

export class FakeRazorpayApi {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly idempotentRefunds = new Map<string, { fingerprint: string; refundId: string }>();

  /** POST /v1/orders */
  createOrder(body: unknown): Answer {
    if (!isRecord(body)) return razorpayError(400, 'The request body must be a JSON object');
    const { amount, currency, receipt, notes = {}, payment_capture } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) {
      return razorpayError(400, 'The amount must be an integer.');
    }
    if (amount < 100) return razorpayError(400, 'The amount must be at least INR 1.00');
    if (currency !== 'INR') return razorpayError(400, 'Currency is not supported');
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return razorpayError(400, 'The receipt may not be greater than 40 characters.');
    }
    if (!isNotes(notes) || Object.keys(notes).length > 15) {
      return razorpayError(400, 'notes must be an object of at most 15 string values');
    }
    const order: FakeOrder = {
      id: razorpayId('order'),
      amount,
      receipt: receipt ?? null,
      notes,
      paymentCapture: payment_capture,
      createdAt: unixNow(),
    };
    this.orders.set(order.id, order);
    return { status: 200, body: this.orderEntity(order) };
  }

  /** GET /v1/orders/{id}/payments */
  orderPayments(orderId: string): Answer {
    if (!this.orders.has(orderId)) return razorpayError(400, 'The id provided does not exist');
    const items = this.paymentsOf(orderId).map((payment) => this.paymentEntity(payment));
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }

  /** POST /v1/payments/{id}/refund, idempotent per X-Refund-Idempotency as Razorpay documents. */
  refund(paymentId: string, body: unknown, key: string | undefined): Answer {
    const payment = this.payments.get(paymentId);
    if (!payment) return razorpayError(400, 'The id provided does not exist');
    if (!isRecord(body)) return razorpayError(400, 'The request body must be a JSON object');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return razorpayError(400, 'The idempotency key is invalid');
    }
    const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const earlier = key === undefined ? undefined : this.idempotentRefunds.get(key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return razorpayError(
          400,
          'Different request with the same idempotency key has already been processed.',
        );
      }
      return { status: 200, body: this.refundEntity(this.refunds.get(earlier.refundId)!) };
    }
    if (payment.status === 'failed') return razorpayError(400, 'The payment has not been captured');
    const remaining = payment.amount - this.refundedOf(paymentId);
    const { amount = remaining, speed = 'normal', notes = {} } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
      return razorpayError(400, 'The refund amount must be an integer of at least 100 paise');
    }
    if (speed !== 'normal' && speed !== 'optimum') return razorpayError(400, 'Invalid speed');
    if (!isNotes(notes)) return razorpayError(400, 'notes must be an object of string values');
    if (remaining === 0) return razorpayError(400, 'The payment has been fully refunded already');
    if (amount > remaining) {
      return razorpayError(400, 'The refund amount provided is greater than amount captured');
    }
    const created: FakeRefund = {
      id: razorpayId('rfnd'),
      paymentId,
      amount,
      notes,
      createdAt: unixNow(),
    };
    this.refunds.set(created.id, created);
    if (amount === remaining) payment.status = 'refunded';
    if (key !== undefined) this.idempotentRefunds.set(key, { fingerprint, refundId: created.id });
    return { status: 200, body: this.refundEntity(created) };
  }

  /** The customer's attempt at paying an order on Checkout; auto-captured on success. */
  addPayment(orderId: string, outcome: { fail: boolean; method: 'upi' | 'card' }): FakePayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`the fake Razorpay has no order ${orderId}`);
    const payment: FakePayment = {
      id: razorpayId('pay'),
      orderId,
      amount: order.amount,
      status: outcome.fail ? 'failed' : 'captured',
      method: outcome.method,
      // Checkout is given the order's notes, so the payment carries them into webhooks.
      notes: order.notes,
      createdAt: unixNow(),
    };
    this.payments.set(payment.id, payment);
    return payment;
  }

  paymentEntity(payment: FakePayment) {
    const failed = payment.status === 'failed';
    const refunded = this.refundedOf(payment.id);
    return {
      id: payment.id,
      entity: 'payment',
      amount: payment.amount,
      currency: 'INR',
      status: payment.status,
      order_id: payment.orderId,
      method: payment.method,
      amount_refunded: refunded,
      refund_status: refunded === 0 ? null : refunded < payment.amount ? 'partial' : 'full',
      captured: !failed,
      notes: payment.notes,
      error_code: failed ? 'BAD_REQUEST_ERROR' : null,
      error_description: failed ? FAILED_PAYMENT_DESCRIPTION : null,
      error_reason: failed ? 'payment_failed' : null,
      created_at: payment.createdAt,
    };
  }

  private orderEntity(order: FakeOrder) {
    const attempts = this.paymentsOf(order.id);
    const paid = attempts.some((payment) => payment.status !== 'failed');
    return {
      id: order.id,
      entity: 'order',
      amount: order.amount,
      amount_paid: paid ? order.amount : 0,
      amount_due: paid ? 0 : order.amount,
      currency: 'INR',
      receipt: order.receipt,
      status: paid ? 'paid' : attempts.length > 0 ? 'attempted' : 'created',
      attempts: attempts.length,
      notes: order.notes,
      created_at: order.createdAt,
    };
  }

  private refundEntity(refund: FakeRefund) {
    return {
      id: refund.id,
      entity: 'refund',
      amount: refund.amount,
      currency: 'INR',
      payment_id: refund.paymentId,
      notes: refund.notes,
      receipt: null,
      status: 'processed',
      speed_requested: 'normal',
      speed_processed: 'normal',
      created_at: refund.createdAt,
    };
  }

  private paymentsOf(orderId: string): FakePayment[] {
    return [...this.payments.values()].filter((payment) => payment.orderId === orderId);
  }

  private refundedOf(paymentId: string): number {
    return [...this.refunds.values()]
      .filter((refund) => refund.paymentId === paymentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
  }
}
