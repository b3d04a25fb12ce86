import { useFormContext, useWatch } from 'react-hook-form';
import { URGENCY_LEVELS, type UrgencyLevel } from '@salahkar/domain/enums';
import { isOtherSubcategory, type FeeQuote, type FeeRange } from '@salahkar/domain/pricing';
import type { Specialization, UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import {
  useAllSpecializations,
  useSpecializations,
  useUrgencyPricing,
} from '../api/use-catalog.ts';
import { asCategory, type RequestBasicsValues } from '../components/request-basics-fields.tsx';
import { quoteTier } from '../components/post-consultation-schema.ts';

type PricingValues = RequestBasicsValues & { urgencyLevel?: unknown };

export type FeePreview = {
  tiers: UrgencyPricing[];
  tiersQuery: ReturnType<typeof useUrgencyPricing>;
  urgencyLevel: UrgencyLevel;
  specialization: Specialization | undefined;
  isOther: boolean;
  /** The range the request gets with the current choices, or null while incomplete. */
  range: FeeRange | null;
  /** What a tier's card quotes with the current choices (quoteFeeRange), or null. */
  quoteFor: (tier: UrgencyPricing) => FeeQuote | null;
};

/** The urgency tiers and fee ranges the current form choices lead to, by the server's rule. */
export function useFeePreview(): FeePreview {
  const { control } = useFormContext<PricingValues>();
  const [category, subcategory, customBudget, urgencyValue] = useWatch({
    control,
    name: ['category', 'subcategory', 'customBudget', 'urgencyLevel'],
  });
  const tiersQuery = useUrgencyPricing();
  const chosenCategory = asCategory(category);
  const specializations = useSpecializations(chosenCategory);
  // Before a type is chosen, normal is quoted over every type's specializations.
  const everySpecialization = useAllSpecializations(chosenCategory === undefined);

  const tiers = (tiersQuery.data ?? [])
    .filter((tier) => tier.isActive)
    .sort(
      (a, b) => URGENCY_LEVELS.indexOf(a.urgencyLevel) - URGENCY_LEVELS.indexOf(b.urgencyLevel),
    );
  const urgencyLevel = (URGENCY_LEVELS as readonly unknown[]).includes(urgencyValue)
    ? (urgencyValue as UrgencyLevel)
    : 'normal';
  const choices =
    (chosenCategory ? specializations.data : everySpecialization.data)?.filter(
      (item) => item.isActive,
    ) ?? [];
  const specialization = chosenCategory
    ? choices.find((item) => item.name === subcategory)
    : undefined;

  const quoteFor = (tier: UrgencyPricing) =>
    quoteTier({ tier, specialization, specializations: choices, customBudget });
  const chosenTier = tiers.find((tier) => tier.urgencyLevel === urgencyLevel);
  const chosenQuote = chosenTier ? quoteFor(chosenTier) : null;

  return {
    tiers,
    tiersQuery,
    urgencyLevel,
    specialization,
    isOther: isOtherSubcategory(typeof subcategory === 'string' ? subcategory : ''),
    // The form's range is the request's own: it needs a specialization (and Other a budget).
    range: chosenQuote?.basis === 'request' ? chosenQuote.range : null,
    quoteFor,
  };
}
