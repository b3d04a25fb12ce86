import { z } from 'zod';
import { assertOutsideTransaction } from '../../db/transaction-guard.ts';
import {
  GatewayError,
  type CreateOrderInput,
  type GatewayOrder,
  type GatewayPayment,
  type GatewayRefund,
  type PaymentGateway,
  type PaymentSignatureInput,
  type RefundInput,
} from './payment-gateway.ts';
import { hmacMatches, paymentSignatureMessage } from './signatures.ts';

export interface RazorpayGatewayOptions {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com in production; a fake server on loopback in tests. */
  apiBase: string;
  checkoutScriptUrl: string;
  /** How long one API call may take, answer body included, before it fails; 10 s unless told. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

// Only the fields we read; Razorpay sends many more, which zod's objects let through.
const orderResponse = z.object({ id: z.string(), amount: z.number().int(), currency: z.string() });
const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable(),
  amount: z.number().int(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  error_description: z.string().nullish(),
});
const paymentsCollection = z.object({ items: z.array(paymentEntity) });
const refundResponse = z.object({
  id: z.string(),
  payment_id: z.string(),
  amount: z.number().int(),
  status: z.enum(['pending', 'processed', 'failed']),
});
const errorResponse = z.object({ error: z.object({ description: z.string().optional() }) });

/**
 * Razorpay's REST API (Orders, Payments, Refunds) with Basic auth key id:key secret. Errors carry
 * the HTTP status and Razorpay's own description, never a secret.
 */
export function createRazorpayGateway(options: RazorpayGatewayOptions): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    // A transaction held open across a call to the gateway would hold its connection and locks
    // for as long as the gateway takes: every caller commits first.
    const what = `Razorpay ${method} ${path}`;
    assertOutsideTransaction(what);
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`${what} failed: ${describeNetworkError(error, timeoutMs)}`);
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch (error) {
      // The timeout covers the body too: a gateway that stalls mid-answer fails like a silent one.
      if (isTimeout(error))
        throw new GatewayError(`${what} failed: ${describeNetworkError(error, timeoutMs)}`);
      payload = null;
    }
    if (!response.ok) {
      const description = errorResponse.safeParse(payload).data?.error.description;
      throw new GatewayError(
        `${what} answered ${response.status}${description ? `: ${description}` : ''}`,
        response.status,
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new GatewayError(`${what} answered an unexpected body`, response.status);
    }
    return parsed.data;
  }

  return {
    name: 'razorpay',
    keyId: options.keyId,
    checkoutScriptUrl: options.checkoutScriptUrl,

    async createOrder(input: CreateOrderInput): Promise<GatewayOrder> {
      const order = await call('POST', '/v1/orders', orderResponse, {
        amount: input.amountPaise,
        currency: 'INR',
        receipt: input.receipt,
        notes: input.notes,
        payment_capture: 1,
      });
      if (order.currency !== 'INR' || order.amount !== input.amountPaise) {
        throw new GatewayError('Razorpay created an order for another amount or currency');
      }
      return { id: order.id, amountPaise: order.amount, currency: 'INR' };
    },

    verifyPaymentSignature({ orderId, paymentId, signature }: PaymentSignatureInput): boolean {
      return hmacMatches(options.keySecret, paymentSignatureMessage(orderId, paymentId), signature);
    },

    verifyWebhookSignature(rawBody: Buffer, signature: string): boolean {
      return hmacMatches(options.webhookSecret, rawBody, signature);
    },

    async fetchOrderPayments(orderId: string): Promise<GatewayPayment[]> {
      const path = `/v1/orders/${encodeURIComponent(orderId)}/payments`;
      const { items } = await call('GET', path, paymentsCollection);
      return items.map((item) => ({
        id: item.id,
        orderId: item.order_id ?? orderId,
        amountPaise: item.amount,
        status: item.status,
        errorDescription: item.error_description ?? null,
      }));
    },

    async refund(input: RefundInput): Promise<GatewayRefund> {
      const path = `/v1/payments/${encodeURIComponent(input.paymentId)}/refund`;
      const refund = await call(
        'POST',
        path,
        refundResponse,
        { amount: input.amountPaise, speed: 'normal', notes: input.notes },
        { 'X-Refund-Idempotency': input.idempotencyKey },
      );
      return {
        id: refund.id,
        paymentId: refund.payment_id,
        amountPaise: refund.amount,
        status: refund.status,
      };
    },
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function describeNetworkError(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  if (cause?.code) return cause.code;
  return error instanceof Error ? error.message : 'unknown error';
}
