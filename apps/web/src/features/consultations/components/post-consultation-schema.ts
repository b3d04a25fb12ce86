import { z } from 'zod';
import {
  CUSTOM_BUDGET_BOUNDS,
  feeRangeOf,
  isOtherSubcategory,
  isValidCustomBudget,
  PricingRuleError,
  type FeeRange,
} from '@salahkar/domain/pricing';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { UrgencyLevel } from '@salahkar/domain/enums';
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
 * The fee range a request would get with these choices, by the same rule the server applies, or
 * null while something it needs is missing or invalid.
 */
export function previewFeeRange({
  urgencyLevel,
  tier,
  specialization,
  customBudget,
}: {
  urgencyLevel: UrgencyLevel;
  tier: UrgencyPricing | undefined;
  specialization: Specialization | undefined;
  customBudget: unknown;
}): FeeRange | null {
  if (!tier || !specialization) return null;
  try {
    return feeRangeOf({
      urgencyLevel,
      isOther: isOtherSubcategory(specialization.name),
      customBudgetPaise: budgetPaiseOf(customBudget),
      specializationRange: {
        minPaise: rupeesToPaise(specialization.minPrice),
        maxPaise: rupeesToPaise(specialization.maxPrice),
      },
      urgencyRange: {
        minPaise: rupeesToPaise(tier.minAmount),
        maxPaise: rupeesToPaise(tier.maxAmount),
      },
    });
  } catch (error) {
    if (error instanceof PricingRuleError || error instanceof RangeError) return null;
    throw error;
  }
}

/** A tier's own range, shown before a specialization is chosen. */
export function tierRangeOf(tier: UrgencyPricing): FeeRange {
  return { minPaise: rupeesToPaise(tier.minAmount), maxPaise: rupeesToPaise(tier.maxAmount) };
}
