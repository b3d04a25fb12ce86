import type { CheckoutState } from '@salahkar/domain';
import type { Payment } from '../../db/schema/index.ts';

/** Why the expiry job ended a payment: its 15-minute hold lapsed unpaid. */
export const HOLD_LAPSED = 'Payment window expired';

/** The configured commission percent (12.5) in basis points (1250), as splitCommission takes it. */
export function commissionBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

/**
 * Where a payment stands for the person paying. A pending payment whose hold has lapsed reads as
 * expired at once, before the expiry job gets to it, so no screen offers to pay a dead order.
 */
export function checkoutStateOf(
  payment: Pick<Payment, 'status' | 'expiresAt'>,
  now: Date,
): CheckoutState {
  switch (payment.status) {
    case 'paid':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'failed':
      return 'expired';
    case 'pending':
      return payment.expiresAt > now ? 'awaiting_payment' : 'expired';
  }
}

/** The reason of the last failed attempt, while the order can still be paid; else null. */
export function lastFailureOf(
  payment: Pick<Payment, 'status' | 'expiresAt' | 'failureReason'>,
  now: Date,
): string | null {
  return checkoutStateOf(payment, now) === 'awaiting_payment' ? payment.failureReason : null;
}
