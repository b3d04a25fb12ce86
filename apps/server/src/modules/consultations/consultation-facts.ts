import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { professionalOffers, reviews } from '../../db/schema/index.ts';
import { NO_FACTS, type ConsultationFacts } from '../../policies/consultation-policy.ts';

/** What a consultation DTO needs beyond its row: its live offer count and the policy's facts. */
export type PresentationFacts = ConsultationFacts & { offerCount: number };

export const NO_PRESENTATION_FACTS: PresentationFacts = { ...NO_FACTS, offerCount: 0 };

/**
 * The facts of many consultations in two grouped queries (offers, reviews), however many there
 * are, so a page of cards never costs a query per card.
 */
export async function loadFacts(
  db: Queryable,
  viewerId: string | null,
  consultationIds: readonly string[],
): Promise<Map<string, PresentationFacts>> {
  const facts = new Map<string, PresentationFacts>();
  if (consultationIds.length === 0) return facts;
  const ids = [...new Set(consultationIds)];
  // Live offers are still in play: waiting for the user, or chosen by them.
  const live = sql`${professionalOffers.status} in ('pending', 'accepted')`;

  const offerRows = await db
    .select({
      consultationId: professionalOffers.consultationId,
      offerCount: sql<number>`(count(*) filter (where ${live}))::int`,
      viewerHasLiveOffer: sql<boolean>`coalesce(bool_or(${live} and ${professionalOffers.professionalId} = ${viewerId ?? null}::uuid), false)`,
      hasAcceptedOffer: sql<boolean>`coalesce(bool_or(${professionalOffers.status} = 'accepted'), false)`,
    })
    .from(professionalOffers)
    .where(inArray(professionalOffers.consultationId, ids))
    .groupBy(professionalOffers.consultationId);
  const reviewRows = await db
    .select({ consultationId: reviews.consultationId })
    .from(reviews)
    .where(inArray(reviews.consultationId, ids));

  for (const id of ids) facts.set(id, { ...NO_PRESENTATION_FACTS });
  for (const row of offerRows) {
    facts.set(row.consultationId, {
      ...facts.get(row.consultationId)!,
      offerCount: row.offerCount,
      viewerHasLiveOffer: row.viewerHasLiveOffer,
      hasAcceptedOffer: row.hasAcceptedOffer,
    });
  }
  for (const row of reviewRows) facts.get(row.consultationId)!.hasReview = true;
  return facts;
}

/** The facts of one consultation. */
export async function loadFactsOf(
  db: Queryable,
  viewerId: string | null,
  consultationId: string,
): Promise<PresentationFacts> {
  return (await loadFacts(db, viewerId, [consultationId])).get(consultationId)!;
}
