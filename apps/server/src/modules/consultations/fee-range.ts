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
    throw badRequest(
      `'${input.subcategory}' is not a specialization offered for ${LABELS.en.category[input.category]}. Please choose one from the list.`,
    );
  }
  const tier = await findActiveUrgencyTier(db, input.urgencyLevel);
  if (!tier) {
    throw badRequest(
      `The ${LABELS.en.urgency[input.urgencyLevel]} response time is not available right now. Please choose another.`,
    );
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
      input.customBudget === undefined ? undefined : paiseOf(input.customBudget, 'custom budget'),
  });
  assertClientAmountsWithin(range, input);
  return { range, subcategory: specialization.name };
}

/** The client's own idea of the range may be narrower than ours, never outside it. */
function assertClientAmountsWithin(range: FeeRange, input: RequestPricingInput): void {
  for (const amount of [input.baseFeeAmount, input.maxFeeAmount]) {
    if (amount === undefined) continue;
    const paise = paiseOf(amount, 'fee');
    if (paise < range.minPaise || paise > range.maxPaise) {
      throw badRequest(
        `The fee for this request must be between ${formatRupees(range.minPaise)} and ${formatRupees(range.maxPaise)}`,
      );
    }
  }
  if (
    input.baseFeeAmount !== undefined &&
    input.maxFeeAmount !== undefined &&
    input.baseFeeAmount > input.maxFeeAmount
  ) {
    throw badRequest('The minimum fee cannot be above the maximum fee');
  }
}

/** Rupees the client typed, in paise; a negative amount or a fraction of a paisa is refused. */
function paiseOf(rupees: number, what: string): number {
  if (!Number.isFinite(rupees) || rupees < 0)
    throw badRequest(`The ${what} must be an amount in rupees`);
  try {
    return rupeesToPaise(rupees);
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(`The ${what} must be an amount in rupees`);
    throw error;
  }
}
