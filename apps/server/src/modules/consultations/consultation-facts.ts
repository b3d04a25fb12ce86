import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ConsultationPaymentBrief } from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import {
  chatMessages,
  consultations,
  payments,
  professionalOffers,
  reviews,
  videoCalls,
} from '../../db/schema/index.ts';
import { NO_FACTS, type ConsultationFacts } from '../../policies/consultation-policy.ts';
import { checkoutStateOf, lastFailureOf } from './payment-state.ts';
import { isAnyOf, preparedOnce } from '../../db/prepared.ts';

/**
 * What a consultation DTO needs beyond its row: its live offer count, its latest payment in brief
 * (shown only to those who may see it) and the policy's facts.
 */
export type PresentationFacts = ConsultationFacts & {
  offerCount: number;
  payment: ConsultationPaymentBrief | null;
};

export const NO_PRESENTATION_FACTS: PresentationFacts = {
  ...NO_FACTS,
  offerCount: 0,
  payment: null,
};

/**
 * The facts of many consultations in four grouped queries (offers, reviews, latest payments,
 * professionals' replies), however many there are, so a page of cards never costs a query per
 * card, each prepared (db/prepared.ts). `now` decides whether a pending payment's hold still
 * lasts.
 */
export async function loadFacts(
  db: Queryable,
  viewerId: string | null,
  consultationIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, PresentationFacts>> {
  const facts = new Map<string, PresentationFacts>();
  if (consultationIds.length === 0) return facts;
  const ids = [...new Set(consultationIds)];
  const offerFacts = preparedOnce(db, 'consultation_offer_facts', (name) =>
    db
      .select({
        consultationId: professionalOffers.consultationId,
        offerCount: sql<number>`(count(*) filter (where ${live}))::int`,
        viewerHasLiveOffer: sql<boolean>`coalesce(bool_or(${live} and ${professionalOffers.professionalId} = ${sql.placeholder('viewerId')}::uuid), false)`,
        hasAcceptedOffer: sql<boolean>`coalesce(bool_or(${professionalOffers.status} = 'accepted'), false)`,
      })
      .from(professionalOffers)
      .where(isAnyOf(professionalOffers.consultationId, 'ids'))
      .groupBy(professionalOffers.consultationId)
      .prepare(name),
  );
  const offerRows = await offerFacts.execute({ ids, viewerId });
  const reviewed = preparedOnce(db, 'consultation_reviewed', (name) =>
    db
      .select({ consultationId: reviews.consultationId })
      .from(reviews)
      .where(isAnyOf(reviews.consultationId, 'ids'))
      .prepare(name),
  );
  const reviewRows = await reviewed.execute({ ids });

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
  for (const payment of await latestPayments(db, ids)) {
    const fact = facts.get(payment.consultationId)!;
    fact.payment = {
      orderId: payment.gatewayOrderId,
      state: checkoutStateOf(payment, now),
      amount: payment.amount,
      refundedAmount: payment.refundedAmount,
      expiresAt: payment.expiresAt.toISOString(),
      lastFailure: lastFailureOf(payment, now),
    };
    fact.hasPayablePayment = fact.payment.state === 'awaiting_payment';
    // A choice whose hold has lapsed no longer blocks choosing again (as acceptOffer judges it),
    // even before the expiry job has put its offer back on the table.
    if (fact.payment.state === 'expired') fact.hasAcceptedOffer = false;
  }
  for (const id of await repliedSinceAssignment(db, ids)) {
    facts.get(id)!.professionalHasReplied = true;
  }
  return facts;
}

// Live offers are still in play: waiting for the user, or chosen by them.
const live = sql`${professionalOffers.status} in ('pending', 'accepted')`;

/** The newest payment of each consultation (payments_consultation_idx). */
function latestPayments(db: Queryable, ids: string[]) {
  return preparedOnce(db, 'consultation_latest_payments', (name) =>
    db
      .selectDistinctOn([payments.consultationId], {
        consultationId: payments.consultationId,
        gatewayOrderId: payments.gatewayOrderId,
        status: payments.status,
        amount: payments.amount,
        refundedAmount: payments.refundedAmount,
        expiresAt: payments.expiresAt,
        failureReason: payments.failureReason,
      })
      .from(payments)
      .where(isAnyOf(payments.consultationId, 'ids'))
      .orderBy(payments.consultationId, desc(payments.createdAt))
      .prepare(name),
  ).execute({ ids });
}

/**
 * The consultations whose assigned professional has replied since the latest capture assigned
 * them (a professional assigned again after a cancellation starts afresh): a chat message of
 * theirs, or a video call of theirs the user answered (they consulted face to face, from the
 * answer on). A call's line in the chat is no reply by itself: an unanswered ring is not one. The
 * owner's Cancel & Refund ends with that first reply.
 */
async function repliedSinceAssignment(db: Queryable, ids: string[]): Promise<string[]> {
  const replied = preparedOnce(db, 'consultation_replied', (name) =>
    repliedQuery(db).prepare(name),
  );
  const rows = await replied.execute({ ids });
  return rows.map((row) => row.consultationId);
}

function repliedQuery(db: Queryable) {
  const assignedAt = sql`coalesce((select max(${payments.paidAt}) from ${payments} where ${payments.consultationId} = ${consultations.id}), '-infinity'::timestamptz)`;
  const messages = db
    .select({ consultationId: chatMessages.consultationId })
    .from(chatMessages)
    .innerJoin(consultations, eq(consultations.id, chatMessages.consultationId))
    .where(
      and(
        isAnyOf(chatMessages.consultationId, 'ids'),
        eq(chatMessages.senderId, consultations.assignedTo),
        isNull(chatMessages.videoCallId),
        sql`${chatMessages.createdAt} >= ${assignedAt}`,
      ),
    );
  const answeredCalls = db
    .select({ consultationId: videoCalls.consultationId })
    .from(videoCalls)
    .innerJoin(consultations, eq(consultations.id, videoCalls.consultationId))
    .where(
      and(
        isAnyOf(videoCalls.consultationId, 'ids'),
        eq(videoCalls.initiatorId, consultations.assignedTo),
        sql`${videoCalls.startedAt} >= ${assignedAt}`,
      ),
    );
  return messages.union(answeredCalls);
}

/** The facts of one consultation. */
export async function loadFactsOf(
  db: Queryable,
  viewerId: string | null,
  consultationId: string,
  now: Date = new Date(),
): Promise<PresentationFacts> {
  return (await loadFacts(db, viewerId, [consultationId], now)).get(consultationId)!;
}
