import { LANDING_REVIEW_COUNT, type LandingFigures } from '@salahkar/domain';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { consultations, reviews, users } from '../../db/schema/index.ts';

export type ShownReview = LandingFigures['reviews'][number];

/**
 * The newest reviews whose authors ticked "show on the site": everyone's (the landing page) or one
 * professional's (their public profile). Nothing about the author but their first name and, when
 * their profile has one, their city; a suspended author's are left out.
 */
export async function listShownReviews(
  db: Queryable,
  of: { professionalId?: string } = {},
): Promise<ShownReview[]> {
  const conditions: SQL[] = [eq(reviews.showOnSite, true), eq(users.isSuspended, false)];
  if (of.professionalId) conditions.push(eq(reviews.professionalId, of.professionalId));
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      firstName: users.firstName,
      city: users.city,
      category: consultations.category,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(consultations, eq(consultations.id, reviews.consultationId))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LANDING_REVIEW_COUNT);
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    firstName: row.firstName.trim(),
    city: row.city?.trim() || null,
    category: row.category,
    createdAt: row.createdAt.toISOString(),
  }));
}
