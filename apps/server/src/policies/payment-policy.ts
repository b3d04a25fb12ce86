import { notFound } from '../errors.ts';
import type { Person } from './person.ts';

/**
 * Who may do what with a payment and the papers it leaves (its checkout, its receipts), declared
 * once. A payment belongs to its payer; admins may read it but never pay in someone's name; anyone
 * else is told it does not exist, so an order or receipt id reveals nothing to a stranger.
 * (Refunds and payouts are admin verbs: their routes are admin-only, see the access plugin.)
 *
 * The viewer is a `Pick<Person, 'id' | 'role' | 'isSuspended'>`: a payment's relation needs no
 * approval or category, so a receipt job or a test may pass just those; a suspended account has
 * no relation to anything.
 */

export type PaymentRelation = 'payer' | 'admin' | 'none';

/** The part of a payment (or of a receipt's payment) the rules read. */
export interface PolicyPayment {
  /** Who paid, or is to pay. */
  userId: string;
}

/**
 * viewCheckout: the checkout page's order; pay: verify or simulate a payment; downloadReceipt: a
 * payment's or refund's receipt PDF (and its link in the consultation's payments list).
 */
export type PaymentAbility = 'viewCheckout' | 'pay' | 'downloadReceipt';

/** The relations each ability is granted to. */
export const PAYMENT_RULES: Record<PaymentAbility, readonly PaymentRelation[]> = {
  viewCheckout: ['payer', 'admin'],
  pay: ['payer'],
  downloadReceipt: ['payer', 'admin'],
};

export function paymentRelationOf(
  viewer: Pick<Person, 'id' | 'role' | 'isSuspended'> | null,
  payment: PolicyPayment,
): PaymentRelation {
  if (!viewer || viewer.isSuspended) return 'none';
  if (viewer.id === payment.userId) return 'payer';
  return viewer.role === 'admin' ? 'admin' : 'none';
}

/** Whether the viewer may take the action on the payment. */
export function canOnPayment(
  viewer: Pick<Person, 'id' | 'role' | 'isSuspended'> | null,
  ability: PaymentAbility,
  payment: PolicyPayment,
): boolean {
  return PAYMENT_RULES[ability].includes(paymentRelationOf(viewer, payment));
}

/**
 * 404 with the given code (the one a missing payment gets) unless the viewer may take the
 * action: whoever may not is told the payment does not exist, so its id reveals nothing.
 */
export function authorizePayment(
  viewer: Pick<Person, 'id' | 'role' | 'isSuspended'> | null,
  ability: PaymentAbility,
  payment: PolicyPayment,
  missing: 'PAYMENT_NOT_FOUND' | 'RECEIPT_NOT_FOUND' = 'PAYMENT_NOT_FOUND',
): void {
  if (!canOnPayment(viewer, ability, payment)) throw notFound(missing);
}
