import { formatRupees } from '@salahkar/domain/format';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { FeeRange } from '@salahkar/domain/pricing';

/** '₹1,500' from the exact rupee text an amount travels as ('1500.00'). */
export function formatRupeeText(rupees: string): string {
  return formatRupees(rupeesToPaise(rupees));
}

/** '₹300 – ₹1,000' from a range in paise. */
export function formatFeeRange(range: FeeRange): string {
  return `${formatRupees(range.minPaise)} – ${formatRupees(range.maxPaise)}`;
}

/** '₹300 – ₹1,000' from a request's baseFeeAmount and maxFeeAmount. */
export function formatBudgetRange(request: {
  baseFeeAmount: string;
  maxFeeAmount: string;
}): string {
  return formatFeeRange(budgetRangeOf(request));
}

/** A request's fee range in paise, read exactly from its rupee texts. */
export function budgetRangeOf(request: { baseFeeAmount: string; maxFeeAmount: string }): FeeRange {
  return {
    minPaise: rupeesToPaise(request.baseFeeAmount),
    maxPaise: rupeesToPaise(request.maxFeeAmount),
  };
}

/** What is left of a payment after its refunds, in paise: what a full refund now returns. */
export function remainingPaiseOf(payment: { amount: string; refundedAmount: string }): number {
  return rupeesToPaise(payment.amount) - rupeesToPaise(payment.refundedAmount);
}
