import type { UrgencyLevel } from './enums.ts';
import { DomainError } from './domain-error.ts';
import { ERROR_CATALOG } from './errors/catalog.ts';
import { PAISE_PER_RUPEE, paiseToDecimalText } from './money.ts';

/**
 * Money rules of docs/product/rulings.md (Money), in integer paise: a request's fee range, offer
 * bounds, the commission split and refund amounts (conversions to and from rupees are in money.ts).
 * Functions throw `RangeError` on impossible input
 * (a bug upstream) and `PricingRuleError` when a person's request breaks a rule.
 */

export const DEFAULT_COMMISSION_BASIS_POINTS = 1000;
const BASIS_POINTS_WHOLE = 10_000;

export type FeeRange = { minPaise: number; maxPaise: number };

/** A custom budget for subcategory Other: ₹500 to ₹10,000 in whole rupees. */
export const CUSTOM_BUDGET_BOUNDS: FeeRange = { minPaise: 50_000, maxPaise: 1_000_000 };
/** A specialization's range when an admin sets none (specializations.minPrice/maxPrice defaults). */
export const DEFAULT_SPECIALIZATION_RANGE: FeeRange = { minPaise: 50_000, maxPaise: 200_000 };

/** A person's request that breaks a money rule; the server answers it with its code. */
export class PricingRuleError extends DomainError {
  constructor(...args: ConstructorParameters<typeof DomainError>) {
    super(...args);
    this.name = 'PricingRuleError';
  }
}

function assertPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of paise, 0 or more`);
  }
}

function assertRange(range: FeeRange, what: string): void {
  assertPaise(range.minPaise, `${what} minimum`);
  assertPaise(range.maxPaise, `${what} maximum`);
  if (range.minPaise > range.maxPaise) {
    throw new RangeError(`${what} minimum is above its maximum`);
  }
}

/** Whether a subcategory is the catch-all 'Other', whose range comes from the user's own budget. */
export function isOtherSubcategory(subcategory: string): boolean {
  return subcategory.trim().toLowerCase() === 'other';
}

export function isValidCustomBudget(budgetPaise: number): boolean {
  return (
    Number.isSafeInteger(budgetPaise) &&
    budgetPaise % PAISE_PER_RUPEE === 0 &&
    budgetPaise >= CUSTOM_BUDGET_BOUNDS.minPaise &&
    budgetPaise <= CUSTOM_BUDGET_BOUNDS.maxPaise
  );
}

export const CUSTOM_BUDGET_MESSAGE = ERROR_CATALOG.CUSTOM_BUDGET_OUT_OF_RANGE.message;

export type FeeRangeInput = {
  urgencyLevel: UrgencyLevel;
  specializationRange: FeeRange;
  urgencyRange: FeeRange;
  isOther: boolean;
  customBudgetPaise?: number | undefined;
};

/**
 * The fee range of a request, computed by the server from its catalog rows. Other comes first:
 * the user's own budget B gives B..1.5 B whatever the urgency, since no catalog range applies.
 * Otherwise normal takes the specialization's range and medium/urgent the urgency tier's.
 */
export function feeRangeOf(input: FeeRangeInput): FeeRange {
  if (input.isOther) {
    const budget = input.customBudgetPaise;
    if (budget === undefined || !isValidCustomBudget(budget)) {
      throw new PricingRuleError('CUSTOM_BUDGET_OUT_OF_RANGE');
    }
    // B is whole rupees (a multiple of 100 paise), so 1.5 B is exact in paise.
    return { minPaise: budget, maxPaise: budget + budget / 2 };
  }
  const range = input.urgencyLevel === 'normal' ? input.specializationRange : input.urgencyRange;
  assertRange(range, input.urgencyLevel === 'normal' ? 'Specialization range' : 'Urgency range');
  return { minPaise: range.minPaise, maxPaise: range.maxPaise };
}

/** The smallest range holding all of `ranges` (null when there are none). */
export function spanOfRanges(ranges: readonly FeeRange[]): FeeRange | null {
  if (ranges.length === 0) return null;
  for (const range of ranges) assertRange(range, 'A range');
  return {
    minPaise: Math.min(...ranges.map((range) => range.minPaise)),
    maxPaise: Math.max(...ranges.map((range) => range.maxPaise)),
  };
}

/** Where a quoted range comes from: the request's own, or all the specializations one may pick. */
export type FeeQuoteBasis = 'request' | 'tier' | 'specializations';
export type FeeQuote = { range: FeeRange; basis: FeeQuoteBasis };

export type FeeQuoteInput = {
  urgencyLevel: UrgencyLevel;
  urgencyRange: FeeRange;
  /** The chosen specialization, once there is one (its range, whether it is Other, the budget). */
  specialization?:
    { range: FeeRange; isOther: boolean; customBudgetPaise?: number | undefined } | undefined;
  /** The ranges of the specializations one could still choose (Other left out). */
  candidateRanges: readonly FeeRange[];
};

/**
 * The range every screen quotes for an urgency tier (the urgency cards, the post form, the landing
 * page, the assistant), by the rule the server prices a request with (feeRangeOf, R-06):
 * - a specialization chosen: exactly the request's range (basis 'request');
 * - none chosen yet, normal: the span of the specializations' ranges, since normal is priced by
 *   the specialization (basis 'specializations'), never the normal tier's own amounts;
 * - none chosen yet, medium or urgent: the tier's range, which applies whatever is chosen (basis
 *   'tier'), except that Other uses the person's budget.
 * Null when nothing can be quoted yet: Other without a valid budget, or normal with no
 * specialization to choose from.
 */
export function quoteFeeRange(input: FeeQuoteInput): FeeQuote | null {
  const { specialization } = input;
  if (specialization) {
    try {
      const range = feeRangeOf({
        urgencyLevel: input.urgencyLevel,
        specializationRange: specialization.range,
        urgencyRange: input.urgencyRange,
        isOther: specialization.isOther,
        customBudgetPaise: specialization.customBudgetPaise,
      });
      return { range, basis: 'request' };
    } catch (error) {
      if (error instanceof PricingRuleError) return null;
      throw error;
    }
  }
  if (input.urgencyLevel !== 'normal') {
    assertRange(input.urgencyRange, 'Urgency range');
    return { range: { ...input.urgencyRange }, basis: 'tier' };
  }
  const span = spanOfRanges(input.candidateRanges);
  return span ? { range: span, basis: 'specializations' } : null;
}

/** Offers must lie within the request's range, both ends included. */
export function isOfferWithinRange(amountPaise: number, range: FeeRange): boolean {
  return (
    Number.isSafeInteger(amountPaise) &&
    amountPaise >= range.minPaise &&
    amountPaise <= range.maxPaise
  );
}

export type CommissionSplit = { platformSharePaise: number; professionalSharePaise: number };

/**
 * Splits a payment into the platform's commission and the professional's share. The commission is
 * rounded half-up to whole paise and the professional gets the rest, so the two always sum to the
 * amount and the ledger balances.
 */
export function splitCommission(
  amountPaise: number,
  commissionBasisPoints: number = DEFAULT_COMMISSION_BASIS_POINTS,
): CommissionSplit {
  assertPaise(amountPaise, 'The amount');
  if (
    !Number.isInteger(commissionBasisPoints) ||
    commissionBasisPoints < 0 ||
    commissionBasisPoints > BASIS_POINTS_WHOLE
  ) {
    throw new RangeError('The commission must be 0 to 10000 basis points');
  }
  const platformSharePaise = Math.floor(
    (amountPaise * commissionBasisPoints + BASIS_POINTS_WHOLE / 2) / BASIS_POINTS_WHOLE,
  );
  return { platformSharePaise, professionalSharePaise: amountPaise - platformSharePaise };
}

// ---- Refunds ---------------------------------------------------------------------------------

/** Why money goes back to the user; every reason but the admin's partial refund is in full. */
export const REFUND_REASONS = [
  'cancelled_before_reply',
  'professional_withdrew',
  'query_upheld',
  /** Money captured after the hold lapsed, when the request had moved on: returned at once. */
  'paid_after_hold',
  'partial_by_admin',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export type RefundRequest =
  | { reason: Exclude<RefundReason, 'partial_by_admin'> }
  | { reason: 'partial_by_admin'; amountPaise: number; note: string };

export type CapturedPayment = { capturedPaise: number; alreadyRefundedPaise: number };

/** What can still go back to the user: captured minus already refunded. */
export function refundableRemainder(payment: CapturedPayment): number {
  assertPaise(payment.capturedPaise, 'The captured amount');
  assertPaise(payment.alreadyRefundedPaise, 'The refunded amount');
  if (payment.alreadyRefundedPaise > payment.capturedPaise) {
    throw new RangeError('More was refunded than captured');
  }
  return payment.capturedPaise - payment.alreadyRefundedPaise;
}

/**
 * The amount of a refund. Full refunds return whatever is left of the payment; an admin's partial
 * refund needs a note and may not exceed what is left. Refunds never exceed the captured amount.
 */
export function refundAmount(request: RefundRequest, payment: CapturedPayment): number {
  const remainder = refundableRemainder(payment);
  if (remainder === 0) {
    throw new PricingRuleError('PAYMENT_FULLY_REFUNDED');
  }
  if (request.reason !== 'partial_by_admin') return remainder;
  if (!request.note.trim()) {
    throw new PricingRuleError('REFUND_REASON_REQUIRED');
  }
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise <= 0) {
    throw new PricingRuleError('REFUND_NOT_POSITIVE');
  }
  if (request.amountPaise > remainder) {
    throw new PricingRuleError('REFUND_ABOVE_REMAINDER', {
      max: `₹${paiseToDecimalText(remainder)}`,
    });
  }
  return request.amountPaise;
}

// ---- Escrow release --------------------------------------------------------------------------

export type HeldPayment = {
  amountPaise: number;
  /** The commission fixed when the order was created. */
  platformSharePaise: number;
  refundedPaise: number;
};

/**
 * How a payment's money is divided between the platform and the professional: what is still held
 * in escrow when it is released, or a refund taken back after release. The commission keeps the
 * payment's own proportion (rounded half-up to whole paise) and the professional gets the rest, so
 * the parts always sum to `portionPaise`.
 */
export function proportionalSplit(payment: HeldPayment, portionPaise: number): CommissionSplit {
  assertPaise(payment.amountPaise, 'The amount');
  assertPaise(payment.platformSharePaise, 'The platform share');
  assertPaise(portionPaise, 'The portion');
  if (payment.platformSharePaise > payment.amountPaise) {
    throw new RangeError('The platform share exceeds the amount');
  }
  if (portionPaise > payment.amountPaise) throw new RangeError('The portion exceeds the amount');
  if (payment.amountPaise === 0) return { platformSharePaise: 0, professionalSharePaise: 0 };
  const platformSharePaise = Math.floor(
    (portionPaise * payment.platformSharePaise * 2 + payment.amountPaise) /
      (2 * payment.amountPaise),
  );
  return { platformSharePaise, professionalSharePaise: portionPaise - platformSharePaise };
}

/** What escrow releases at completion: the payment less its refunds, split by its commission. */
export function releaseSplit(payment: HeldPayment): CommissionSplit {
  const held = refundableRemainder({
    capturedPaise: payment.amountPaise,
    alreadyRefundedPaise: payment.refundedPaise,
  });
  return proportionalSplit(payment, held);
}
