import type { Queryable } from '../../db/client.ts';
import { rawStatement } from '../../db/prepared.ts';

/** A professional's standing from real reviews; rating null reads 'New'. */
export interface ProfessionalRating {
  /** The average of all ratings to one decimal, or null without reviews. */
  rating: number | null;
  reviewCount: number;
}

export const NO_RATING: ProfessionalRating = { rating: null, reviewCount: 0 };

/**
 * The rating and review count of each professional, kept as reviews are written (migration 0023's
 * trigger): one row each however many reviews they have, where grouping their reviews grew with
 * them (issue 33). The average is the same number: sum ÷ count in exact numeric, to tenths.
 */
const reviewTotals = rawStatement<{
  professionalId: string;
  reviewCount: number;
  ratingTenths: number;
}>(
  'professional_ratings',
  `select "professional_id" as "professionalId", "review_count" as "reviewCount",
     round("rating_sum"::numeric * 10 / "review_count")::int as "ratingTenths"
   from "professional_review_totals"
   where "professional_id" = any($1::uuid[]) and "review_count" > 0`,
);

/** The ratings of many professionals in one query, so a list of offers costs one for all. */
export async function ratingsOf(
  db: Queryable,
  professionalIds: readonly string[],
): Promise<Map<string, ProfessionalRating>> {
  const ratings = new Map<string, ProfessionalRating>();
  if (professionalIds.length === 0) return ratings;
  // The ids travel as one array parameter, so the statement's text is the same for any number.
  const rows = await reviewTotals(db, [[...new Set(professionalIds)]]);
  for (const row of rows) {
    ratings.set(row.professionalId, {
      rating: row.ratingTenths / 10,
      reviewCount: row.reviewCount,
    });
  }
  return ratings;
}

/** One professional's rating. */
export async function ratingOf(db: Queryable, professionalId: string): Promise<ProfessionalRating> {
  return (await ratingsOf(db, [professionalId])).get(professionalId) ?? NO_RATING;
}
