import { z } from 'zod';
import {
  CUSTOM_BUDGET_BOUNDS,
  isOtherSubcategory,
  isValidCustomBudget,
  quoteFeeRange,
  type FeeQuote,
  type FeeRange,
} from '@salahkar/domain/pricing';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { Specialization, UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import { createConsultationSchema } from '@salahkar/domain/schemas/consultations';
import { t } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';

/** Custom budget for Other starts here (docs/product/rulings.md, R-07). */
export const DEFAULT_CUSTOM_BUDGET = '500';

function budgetPaiseOf(customBudget: unknown): number | undefined {
  if (typeof customBudget !== 'string' && typeof customBudget !== 'number') return undefined;
  try {
    return rupeesToPaise(customBudget);
  } catch {
    return undefined;
  }
}

/**
 * The Post New Consultation form: the server's create schema without the fee amounts (computed
 * from the catalog), plus the custom budget rule for subcategory Other.
 */
export const postConsultationFormSchema = createConsultationSchema
  .omit({ baseFeeAmount: true, maxFeeAmount: true })
  .extend({
    // An emptied budget field is no budget: only Other needs one (checked below).
    customBudget: z.preprocess(
      (value) => (value === '' ? undefined : value),
      createConsultationSchema.shape.customBudget,
    ),
  })
  .superRefine((value, ctx) => {
    if (!isOtherSubcategory(value.subcategory)) return;
    // Runs even when the budget's own format check failed, so the value may still be raw text.
    const budgetPaise = budgetPaiseOf(value.customBudget);
    if (budgetPaise === undefined || !isValidCustomBudget(budgetPaise)) {
      // The domain's CUSTOM_BUDGET_MESSAGE, in the language on screen.
      const message = t('consultations.fee.budgetInvalid', {
        min: formatRupees(CUSTOM_BUDGET_BOUNDS.minPaise),
        max: formatRupees(CUSTOM_BUDGET_BOUNDS.maxPaise),
      });
      ctx.addIssue({ code: 'custom', path: ['customBudget'], message });
    }
  });

export type PostConsultationFormInput = z.input<typeof postConsultationFormSchema>;
export type PostConsultationFormOutput = z.output<typeof postConsultationFormSchema>;

export const EMPTY_POST_FORM: PostConsultationFormInput = {
  title: '',
  category: '',
  subcategory: '',
  description: '',
  urgencyLevel: 'normal',
  customBudget: DEFAULT_CUSTOM_BUDGET,
};

/**
 * The range a tier quotes with these choices, by the domain's rule (quoteFeeRange, the one the
 * server prices the request with): the request's own range once a specialization is chosen;
 * before, normal spans the category's specializations and medium/urgent show their tier. Null
 * while nothing can be quoted (Other without a valid budget).
 */
export function quoteTier({
  tier,
  specialization,
  specializations,
  customBudget,
}: {
  tier: UrgencyPricing;
  specialization: Specialization | undefined;
  /** The specializations one may still choose (the chosen category's, else none). */
  specializations: readonly Specialization[];
  customBudget: unknown;
}): FeeQuote | null {
  try {
    return quoteFeeRange({
      urgencyLevel: tier.urgencyLevel,
      urgencyRange: rangeOf(tier.minAmount, tier.maxAmount),
      specialization: specialization && {
        range: rangeOf(specialization.minPrice, specialization.maxPrice),
        isOther: isOtherSubcategory(specialization.name),
        customBudgetPaise: budgetPaiseOf(customBudget),
      },
      candidateRanges: specializations
        .filter((item) => !isOtherSubcategory(item.name))
        .map((item) => rangeOf(item.minPrice, item.maxPrice)),
    });
  } catch (error) {
    // An inverted or impossible catalog range is the catalog's fault: nothing is quoted.
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function rangeOf(min: number, max: number): FeeRange {
  return { minPaise: rupeesToPaise(min), maxPaise: rupeesToPaise(max) };
}
