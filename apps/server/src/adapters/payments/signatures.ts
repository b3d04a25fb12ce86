import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay's signatures, which the simulated gateway makes exactly the same way: hex HMAC-SHA256
// of `order_id|payment_id` with the key secret, and of the raw webhook body with the webhook secret.

/** Hex HMAC-SHA256 of `message` under `secret`. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `signature` is that HMAC, compared in constant time; another length is simply wrong. */
export function hmacMatches(secret: string, message: string | Buffer, signature: string): boolean {
  const expected = Buffer.from(hmacHex(secret, message));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The message Razorpay signs to vouch for a checkout's payment. */
export function paymentSignatureMessage(orderId: string, paymentId: string): string {
  return `${orderId}|${paymentId}`;
}
