import { useFormContext, useWatch } from 'react-hook-form';
import { URGENCY_LEVELS, type UrgencyLevel } from '@salahkar/domain/enums';
import { isOtherSubcategory, type FeeRange } from '@salahkar/domain/pricing';
import type { Specialization, UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import { useSpecializations, useUrgencyPricing } from '../api/use-catalog.ts';
import { asCategory, type RequestBasicsValues } from '../components/request-basics-fields.tsx';
import { previewFeeRange, tierRangeOf } from '../components/post-consultation-schema.ts';

type PricingValues = RequestBasicsValues & { urgencyLevel?: unknown };

export type FeePreview = {
  tiers: UrgencyPricing[];
  tiersQuery: ReturnType<typeof useUrgencyPricing>;
  urgencyLevel: UrgencyLevel;
  specialization: Specialization | undefined;
  isOther: boolean;
  /** The range the request gets with the current choices, or null while incomplete. */
  range: FeeRange | null;
  /** The range a tier would give if chosen (its own range before a specialization is chosen). */
  rangeFor: (tier: UrgencyPricing) => FeeRange;
};

/** The urgency tiers and fee ranges the current form choices lead to, by the server's rule. */
export function useFeePreview(): FeePreview {
  const { control } = useFormContext<PricingValues>();
  const [category, subcategory, customBudget, urgencyValue] = useWatch({
    control,
    name: ['category', 'subcategory', 'customBudget', 'urgencyLevel'],
  });
  const tiersQuery = useUrgencyPricing();
  const specializations = useSpecializations(asCategory(category));

  const tiers = (tiersQuery.data ?? [])
    .filter((tier) => tier.isActive)
    .sort(
      (a, b) => URGENCY_LEVELS.indexOf(a.urgencyLevel) - URGENCY_LEVELS.indexOf(b.urgencyLevel),
    );
  const urgencyLevel = (URGENCY_LEVELS as readonly unknown[]).includes(urgencyValue)
    ? (urgencyValue as UrgencyLevel)
    : 'normal';
  const specialization = specializations.data?.find((item) => item.name === subcategory);

  const rangeFor = (tier: UrgencyPricing) =>
    previewFeeRange({ urgencyLevel: tier.urgencyLevel, tier, specialization, customBudget }) ??
    tierRangeOf(tier);

  return {
    tiers,
    tiersQuery,
    urgencyLevel,
    specialization,
    isOther: isOtherSubcategory(typeof subcategory === 'string' ? subcategory : ''),
    range: previewFeeRange({
      urgencyLevel,
      tier: tiers.find((tier) => tier.urgencyLevel === urgencyLevel),
      specialization,
      customBudget,
    }),
    rangeFor,
  };
}
