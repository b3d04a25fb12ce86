import {
  feeRangeOf,
  formatRupees,
  isOtherSubcategory,
  LABELS,
  rupeesToPaise,
  type Category,
  type FeeRange,
  type UrgencyLevel,
  wholeRupeesToPaise,
} from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { findActiveSpecialization, findActiveUrgencyTier } from '../catalog/catalog.service.ts';

export interface RequestPricingInput {
  category: Category;
  subcategory: string;
  urgencyLevel: UrgencyLevel;
  /** Whole rupees, read only for subcategory Other. */
  customBudget?: number | undefined;
  /** The range the client computed, checked against ours (never stored). */
  baseFeeAmount?: number | undefined;
  maxFeeAmount?: number | undefined;
}

/**
 * The fee range of a request, computed by the server from the catalog (docs/product/rulings.md,
 * the specialization must be an active one of the category, the urgency tier active, and for
 * Other the custom budget sets the range. Amounts the client sent must lie inside it. Answers the
 * range and the specialization's catalog spelling, which the request keeps.
 */
export async function priceRequest(
  db: Queryable,
  input: RequestPricingInput,
): Promise<{ range: FeeRange; subcategory: string }> {
  const specialization = await findActiveSpecialization(db, input.category, input.subcategory);
  if (!specialization) {
    throw badRequest('SPECIALIZATION_NOT_OFFERED', {
      specialization: input.subcategory,
      category: LABELS.en.category[input.category],
    });
  }
  const tier = await findActiveUrgencyTier(db, input.urgencyLevel);
  if (!tier) {
    throw badRequest('URGENCY_UNAVAILABLE', { urgency: LABELS.en.urgency[input.urgencyLevel] });
  }
  const range = feeRangeOf({
    urgencyLevel: input.urgencyLevel,
    specializationRange: {
      minPaise: wholeRupeesToPaise(specialization.minPrice),
      maxPaise: wholeRupeesToPaise(specialization.maxPrice),
    },
    urgencyRange: {
      minPaise: wholeRupeesToPaise(tier.minAmount),
      maxPaise: wholeRupeesToPaise(tier.maxAmount),
    },
    isOther: isOtherSubcategory(specialization.name),
    customBudgetPaise:
      input.customBudget === undefined
        ? undefined
        : paiseOf(input.customBudget, 'CUSTOM_BUDGET_NOT_RUPEES'),
  });
  assertClientAmountsWithin(range, input);
  return { range, subcategory: specialization.name };
}

/** The client's own idea of the range may be narrower than ours, never outside it. */
function assertClientAmountsWithin(range: FeeRange, input: RequestPricingInput): void {
  for (const amount of [input.baseFeeAmount, input.maxFeeAmount]) {
    if (amount === undefined) continue;
    const paise = paiseOf(amount, 'FEE_NOT_RUPEES');
    if (paise < range.minPaise || paise > range.maxPaise) {
      throw badRequest('FEE_OUT_OF_RANGE', {
        min: formatRupees(range.minPaise),
        max: formatRupees(range.maxPaise),
      });
    }
  }
  if (
    input.baseFeeAmount !== undefined &&
    input.maxFeeAmount !== undefined &&
    input.baseFeeAmount > input.maxFeeAmount
  ) {
    throw badRequest('FEE_MIN_ABOVE_MAX');
  }
}

/** Rupees the client typed, in paise; a negative amount or a fraction of a paisa is refused. */
function paiseOf(rupees: number, refusal: 'FEE_NOT_RUPEES' | 'CUSTOM_BUDGET_NOT_RUPEES'): number {
  if (!Number.isFinite(rupees) || rupees < 0) throw badRequest(refusal);
  try {
    return rupeesToPaise(rupees);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(refusal);
    throw error;
  }
}
