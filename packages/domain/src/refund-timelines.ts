/**
 * How long a refund takes to reach the payer, by how they paid, in business days, as the refund
 * policy states it (docs/product/rulings.md): UPI and wallets 1–3, net banking 3–5, credit cards
 * 5–7, debit cards 7–10, and 5–7 in general when the method is not known.
 */

/** How a payment was made, as far as the refund's timeline cares; null: not known. */
export const PAYMENT_METHOD_KINDS = [
  'upi',
  'wallet',
  'netbanking',
  'credit_card',
  'debit_card',
  'card',
] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

export type BusinessDays = { min: number; max: number };

export const REFUND_BUSINESS_DAYS = {
  general: { min: 5, max: 7 },
  upi: { min: 1, max: 3 },
  wallet: { min: 1, max: 3 },
  netbanking: { min: 3, max: 5 },
  credit_card: { min: 5, max: 7 },
  debit_card: { min: 7, max: 10 },
} as const satisfies Record<string, BusinessDays>;

/**
 * A gateway's method (Razorpay: upi, card, netbanking, wallet, emi…) and, for cards, the card's
 * type, as one of PAYMENT_METHOD_KINDS; null for anything else.
 */
export function paymentMethodKindOf(
  method: string | null | undefined,
  cardType?: string | null,
): PaymentMethodKind | null {
  if (method === 'card') {
    if (cardType === 'credit') return 'credit_card';
    if (cardType === 'debit') return 'debit_card';
    return 'card';
  }
  if (method === 'upi' || method === 'wallet' || method === 'netbanking') return method;
  return null;
}

/** A stored method (payments.method) as a kind; null for none or an unknown one. */
export function storedPaymentMethodKind(value: string | null): PaymentMethodKind | null {
  return (PAYMENT_METHOD_KINDS as readonly string[]).includes(value ?? '')
    ? (value as PaymentMethodKind)
    : null;
}
