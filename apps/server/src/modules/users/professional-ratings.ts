import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { isAnyOf, preparedOnce } from '../../db/prepared.ts';
import { reviews } from '../../db/schema/index.ts';

/** A professional's standing from real reviews; rating null reads 'New'. */
export interface ProfessionalRating {
  /** The average of all ratings to one decimal, or null without reviews. */
  rating: number | null;
  reviewCount: number;
}

export const NO_RATING: ProfessionalRating = { rating: null, reviewCount: 0 };

/**
 * The ratings of many professionals in one grouped query (reviews_professional_idx), so a list of
 * offers costs one query for all of its professionals.
 */
export async function ratingsOf(
  db: Queryable,
  professionalIds: readonly string[],
): Promise<Map<string, ProfessionalRating>> {
  const ratings = new Map<string, ProfessionalRating>();
  if (professionalIds.length === 0) return ratings;
  // Prepared: every list of offers and every profile asks it. The ids travel as one array
  // parameter, so the statement's text is the same for any number of professionals.
  const statement = preparedOnce(db, 'professional_ratings', (name) =>
    db
      .select({
        professionalId: reviews.professionalId,
        reviewCount: sql<number>`count(*)::int`,
        // Tenths as an integer: an exact number on both drivers, divided once here.
        ratingTenths: sql<number>`round(avg(${reviews.rating}) * 10)::int`,
      })
      .from(reviews)
      .where(isAnyOf(reviews.professionalId, 'ids'))
      .groupBy(reviews.professionalId)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: [...new Set(professionalIds)] });
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
