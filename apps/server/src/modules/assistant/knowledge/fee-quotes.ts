import {
  formatRupeesFromRupees,
  isOtherSubcategory,
  quoteFeeRange,
  wholeRupeesOf,
  wholeRupeesToPaise,
  type FeeRange,
  type Specialization,
  type UrgencyPricing,
} from '@salahkar/domain';

// The fees the assistant quotes come from the domain's one pricing rule (quoteFeeRange), as the
// post form's and the landing page's do: never a tier's own amounts where the rule says otherwise
// (a normal request is priced by its specialization, not by the normal tier).

type TierAmounts = Pick<UrgencyPricing, 'urgencyLevel' | 'minAmount' | 'maxAmount'>;

const rangeOf = (min: number, max: number): FeeRange => ({
  minPaise: wholeRupeesToPaise(min),
  maxPaise: wholeRupeesToPaise(max),
});

/** The range a request of this tier gets, with the specialization established or not yet. */
function quote(
  tier: TierAmounts,
  specializations: readonly Specialization[],
  specialization: Specialization | null,
): FeeRange | null {
  return (
    quoteFeeRange({
      urgencyLevel: tier.urgencyLevel,
      urgencyRange: rangeOf(tier.minAmount, tier.maxAmount),
      specialization: specialization
        ? {
            range: rangeOf(specialization.minPrice, specialization.maxPrice),
            isOther: isOtherSubcategory(specialization.name),
          }
        : undefined,
      candidateRanges: specializations
        .filter((row) => !isOtherSubcategory(row.name))
        .map((row) => rangeOf(row.minPrice, row.maxPrice)),
    })?.range ?? null
  );
}

/**
 * The urgency tiers with the amounts a request gets at each: for the specialization when one is
 * established, else across the specializations one may choose. A tier nothing can be quoted for
 * is left out.
 */
export function quotedTiers<Tier extends TierAmounts>(
  tiers: readonly Tier[],
  specializations: readonly Specialization[],
  specialization: Specialization | null = null,
): Tier[] {
  return tiers.flatMap((tier) => {
    const range = quote(tier, specializations, specialization);
    if (!range) return [];
    return [
      {
        ...tier,
        minAmount: wholeRupeesOf(range.minPaise),
        maxAmount: wholeRupeesOf(range.maxPaise),
      },
    ];
  });
}

/**
 * A normal request's range for the specialization, in rupees ('₹1,000–₹3,000'); null for Other,
 * which the person's own budget prices.
 */
export function normalFeeText(
  specialization: Specialization,
  tiers: readonly UrgencyPricing[],
): string | null {
  // The normal tier's amounts stand in only as the rule's input: with a specialization chosen a
  // normal request never gets them.
  const normal: TierAmounts = tiers.find((tier) => tier.urgencyLevel === 'normal') ?? {
    urgencyLevel: 'normal',
    minAmount: 0,
    maxAmount: 0,
  };
  const [quoted] = quotedTiers([normal], [], specialization);
  return quoted
    ? `${formatRupeesFromRupees(quoted.minAmount)}–${formatRupeesFromRupees(quoted.maxAmount)}`
    : null;
}
