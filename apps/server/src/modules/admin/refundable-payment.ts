import { paiseToDecimalText, rupeesToPaise } from '@salahkar/domain';
import type { Payment } from '../../db/schema/index.ts';

/**
 * The payment an admin's refund on a case goes to: the latest captured one (paid, or refunded in
 * part or whole), by when it was paid. The resolve-query verb refunds it; the admin's case view
 * shows what is left of it, so the dialog offers exactly what the verb would accept.
 */
export function refundablePaymentOf<P extends Pick<Payment, 'status' | 'paidAt'>>(
  rows: readonly P[],
): P | undefined {
  const captured = rows.filter((row) => row.status === 'paid' || row.status === 'refunded');
  // Newest paid first; a captured row without paidAt (none should exist) sorts last.
  return captured.sort((a, b) => (b.paidAt?.getTime() ?? -1) - (a.paidAt?.getTime() ?? -1))[0];
}

/** What is left to refund of that payment, rupee text; '0.00' when there is none. */
export function refundableAmountOf(
  rows: readonly Pick<Payment, 'status' | 'paidAt' | 'amount' | 'refundedAmount'>[],
): string {
  const payment = refundablePaymentOf(rows);
  if (!payment) return '0.00';
  return paiseToDecimalText(
    Math.max(0, rupeesToPaise(payment.amount) - rupeesToPaise(payment.refundedAmount)),
  );
}
