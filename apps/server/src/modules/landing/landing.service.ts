import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import {
  CATEGORIES,
  FIRST_OFFER_WINDOW_DAYS,
  VERIFICATION_CHECKS,
  isOtherSubcategory,
  quoteFeeRange,
  wholeRupeesOf,
  wholeRupeesToPaise,
  type Category,
  type LandingFigures,
  type Specialization,
  type UrgencyPricing,
} from '@salahkar/domain';
import type { SupportFacts } from '@salahkar/domain/support';
import type { Queryable } from '../../db/client.ts';
import { isWorkingProfessional } from '../../db/people.ts';
import { consultations, professionalOffers, users } from '../../db/schema/index.ts';
import { listSpecializations, listUrgencyPricing } from '../catalog/catalog.service.ts';
import { listShownReviews } from '../reviews/shown-reviews.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

// What the public landing page shows a visitor, read from the live tables: nothing here is a
// marketing number. Each block is honest when empty (zero, none, null), and the page says so.

/** Every landing figure, as of `now`, with the support facts the page's contact block shows. */
export async function loadLandingFigures(
  db: Queryable,
  support: SupportFacts,
  now = new Date(),
): Promise<LandingFigures> {
  const [professionals, tiers, specializations, firstOffer, recentReviews] = await Promise.all([
    countVerifiedProfessionals(db),
    listUrgencyPricing(db),
    listSpecializations(db, {}),
    medianTimeToFirstOffer(db, new Date(now.getTime() - FIRST_OFFER_WINDOW_DAYS * DAY_MS)),
    listShownReviews(db),
  ]);
  return {
    professionals,
    priceRanges: quotedTiers(tiers, specializations),
    firstOffer,
    reviews: recentReviews,
    support,
  };
}

/**
 * Each tier with the range a request of its urgency gets, by the domain's rule (quoteFeeRange):
 * normal spans the specializations one may choose, since it is priced by the specialization; a
 * tier nothing can be quoted for (normal with no specialization) is left out.
 */
function quotedTiers(
  tiers: UrgencyPricing[],
  specializations: Specialization[],
): LandingFigures['priceRanges'] {
  const candidateRanges = specializations
    .filter((row) => !isOtherSubcategory(row.name))
    .map((row) => ({
      minPaise: wholeRupeesToPaise(row.minPrice),
      maxPaise: wholeRupeesToPaise(row.maxPrice),
    }));
  return tiers.flatMap((tier) => {
    const quote = quoteFeeRange({
      urgencyLevel: tier.urgencyLevel,
      urgencyRange: {
        minPaise: wholeRupeesToPaise(tier.minAmount),
        maxPaise: wholeRupeesToPaise(tier.maxAmount),
      },
      candidateRanges,
    });
    if (!quote || quote.basis === 'request') return [];
    return [
      {
        urgencyLevel: tier.urgencyLevel,
        displayName: tier.displayName,
        displayNameHi: tier.displayNameHi,
        responseTime: tier.responseTime,
        responseTimeHi: tier.responseTimeHi,
        minAmount: wholeRupeesOf(quote.range.minPaise),
        maxAmount: wholeRupeesOf(quote.range.maxPaise),
        basis: quote.basis,
      },
    ];
  });
}

/**
 * "N verified professionals" per field (zero for a field with none): approved, not suspended, and
 * verified as decision 216 means it, every check of the checklist confirmed. A professional
 * approved without the checklist is not counted until an admin verifies them.
 */
async function countVerifiedProfessionals(db: Queryable): Promise<LandingFigures['professionals']> {
  const rows = await db
    .select({ category: users.specialization, count: count() })
    .from(users)
    .where(
      and(
        isWorkingProfessional,
        isNotNull(users.specialization),
        isNotNull(users.verifiedAt),
        sql`${users.verificationChecks} @> ${JSON.stringify(VERIFICATION_CHECKS)}::jsonb`,
      ),
    )
    .groupBy(users.specialization);
  const counts = new Map(rows.map((row) => [row.category as Category, Number(row.count)]));
  return CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

/**
 * The median, in whole minutes, of (first offer's time − request's posting time) over requests
 * posted since `since` that received an offer; null when none did.
 */
async function medianTimeToFirstOffer(
  db: Queryable,
  since: Date,
): Promise<LandingFigures['firstOffer']> {
  const firsts = db
    .select({
      postedAt: consultations.createdAt,
      firstOfferAt: sql<Date>`min(${professionalOffers.createdAt})`.as('first_offer_at'),
    })
    .from(consultations)
    .innerJoin(professionalOffers, eq(professionalOffers.consultationId, consultations.id))
    .where(gt(consultations.createdAt, since))
    .groupBy(consultations.id)
    .as('firsts');
  const [row] = await db
    .select({
      medianSeconds: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${firsts.firstOfferAt} - ${firsts.postedAt}))`,
      consultations: count(),
    })
    .from(firsts);
  if (!row || row.medianSeconds === null || Number(row.consultations) === 0) return null;
  return {
    // An offer never comes before its request; clock skew between instances could say otherwise.
    medianMinutes: Math.max(0, Math.round(Number(row.medianSeconds) / 60)),
    consultations: Number(row.consultations),
  };
}
