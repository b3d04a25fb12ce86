import type { PaymentGatewayName } from '@salahkar/domain';

/**
 * The payment gateway's side of the contract, as Razorpay defines it: orders, the Checkout's
 * payment signature, signed webhooks, payment lookups and refunds. Two implementations: Razorpay
 * (with keys) and the built-in simulated gateway (the default), which follows the same contract.
 * Amounts are integer paise, as the gateway takes them.
 */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  /** The public key id handed to Checkout; never a secret. */
  readonly keyId: string;
  /** The Checkout script the browser loads, or null when the gateway has its own page. */
  readonly checkoutScriptUrl: string | null;

  /** POST /v1/orders. `receipt` is our payment row's id; `notes` travel back in webhooks. */
  createOrder(input: CreateOrderInput): Promise<GatewayOrder>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, compared in constant time. */
  verifyPaymentSignature(input: PaymentSignatureInput): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret (X-Razorpay-Signature), constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** GET /v1/orders/{id}/payments: every attempt at paying an order, for the reconciler. */
  fetchOrderPayments(orderId: string): Promise<GatewayPayment[]>;
  /** POST /v1/payments/{id}/refund with `X-Refund-Idempotency` set to `idempotencyKey`. */
  refund(input: RefundInput): Promise<GatewayRefund>;
}

export interface CreateOrderInput {
  amountPaise: number;
  receipt: string;
  notes: Record<string, string>;
}

export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
}

export interface PaymentSignatureInput {
  orderId: string;
  paymentId: string;
  signature: string;
}

/** A payment as the gateway reports it (Razorpay's statuses). */
export interface GatewayPayment {
  id: string;
  orderId: string;
  amountPaise: number;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  errorDescription: string | null;
}

export interface RefundInput {
  paymentId: string;
  amountPaise: number;
  /** Our refund row's id: a retry with the same key never refunds twice. */
  idempotencyKey: string;
  notes: Record<string, string>;
}

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/** The gateway could not be reached or refused a call; the message is for logs, not for people. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null = null,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
