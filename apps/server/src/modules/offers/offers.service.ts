import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  formatRupees,
  isOfferWithinRange,
  paiseToDecimalText,
  rupeesToPaise,
  type ConsultationWithOffers,
  type createOfferSchema,
  type Offer,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { consultations, professionalOffers } from '../../db/schema/index.ts';
import { toPaise } from '../../db/money.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import {
  authorize,
  canView,
  NO_FACTS,
  type PolicyViewer,
} from '../../policies/consultation-policy.ts';
import { loadFactsOf } from '../consultations/consultation-facts.ts';
import { getConsultationWithOffers } from '../consultations/consultation-queries.ts';
import { isUuid, loadConsultation } from '../consultations/consultation-store.ts';
import { findOfferViews } from './offer-presenter.ts';

type CreateOffer = z.output<typeof createOfferSchema>;

const OFFER_NOT_FOUND = 'Offer not found';

/**
 * An approved professional of the request's category offers a price within its range, once. The
 * request is locked so the first offer moves it from open to pending_offers exactly once, and an
 * edit by its owner cannot slip in between. The unique index on live offers backs the "once".
 */
export async function submitOffer(
  ctx: AppContext,
  viewer: PolicyViewer,
  consultationId: string,
  input: CreateOffer,
): Promise<Offer> {
  const offerId = await ctx.db.transaction(async (tx) => {
    const consultation = await loadConsultation(tx, consultationId, { forUpdate: true });
    const facts = await loadFactsOf(tx, viewer.id, consultationId);
    const next = authorize(viewer, 'offer', consultation, facts);

    const amountPaise = rupeesToPaise(input.offerAmount);
    const range = {
      minPaise: toPaise(consultation.baseFeeAmount),
      maxPaise: toPaise(consultation.maxFeeAmount),
    };
    if (!isOfferWithinRange(amountPaise, range)) {
      throw badRequest(
        `Your offer must be between ${formatRupees(range.minPaise)} and ${formatRupees(range.maxPaise)}, the range of this request`,
      );
    }

    let inserted;
    try {
      [inserted] = await tx
        .insert(professionalOffers)
        .values({
          consultationId,
          professionalId: viewer.id,
          offerAmount: paiseToDecimalText(amountPaise),
          message: input.message,
        })
        .returning({ id: professionalOffers.id });
    } catch (error) {
      if (isUniqueViolation(error, 'professional_offers_one_live_per_professional')) {
        throw conflict('You have already made an offer on this request');
      }
      throw error;
    }
    if (next !== consultation.status) {
      await tx
        .update(consultations)
        .set({ status: next })
        .where(eq(consultations.id, consultationId));
    }
    return inserted!.id;
  });
  const [offer] = await findOfferViews(ctx.db, {
    where: eq(professionalOffers.id, offerId),
    orderBy: [],
    withConsultation: true,
  });
  return offer!;
}

/**
 * The request's owner chooses one offer. However many clicks arrive at once, exactly one offer
 * is chosen: the request row is locked (FOR UPDATE), so accepts of one request run one after
 * another and each sees the choice of the one before; the unique partial index
 * professional_offers_one_accepted_per_consultation would refuse a second one regardless.
 * Accepting the chosen offer again is answered as a success (a double click), any other offer
 * with 409. The request stays pending_offers until payment (the payments issue creates the
 * gateway order here and assigns the request once paid).
 */
export async function acceptOffer(
  ctx: AppContext,
  viewer: PolicyViewer,
  offerId: string,
): Promise<ConsultationWithOffers> {
  if (!isUuid(offerId)) throw notFound(OFFER_NOT_FOUND);
  const consultationId = await ctx.db.transaction(async (tx) => {
    const offerOf = async () => {
      const [row] = await tx
        .select()
        .from(professionalOffers)
        .where(eq(professionalOffers.id, offerId));
      return row;
    };
    const found = await offerOf();
    if (!found) throw notFound(OFFER_NOT_FOUND);
    const consultation = await loadConsultation(tx, found.consultationId, { forUpdate: true });
    if (!canView(viewer, consultation)) throw notFound(OFFER_NOT_FOUND);
    // Read again under the lock: a concurrent accept may have changed it while we waited.
    const offer = (await offerOf())!;
    const facts = await loadFactsOf(tx, viewer.id, consultation.id);

    if (offer.status === 'accepted') {
      authorize(viewer, 'acceptOffer', consultation, { ...NO_FACTS, hasAcceptedOffer: false });
      return consultation.id;
    }
    const next = authorize(viewer, 'acceptOffer', consultation, facts);
    if (offer.status !== 'pending') {
      throw conflict(`This offer is no longer available: it was ${offer.status}`);
    }

    try {
      await tx
        .update(professionalOffers)
        .set({ status: 'accepted', acceptedAt: new Date() })
        .where(and(eq(professionalOffers.id, offerId), eq(professionalOffers.status, 'pending')));
    } catch (error) {
      if (isUniqueViolation(error, 'professional_offers_one_accepted_per_consultation')) {
        throw conflict('You have already chosen an offer for this request');
      }
      throw error;
    }
    await tx
      .update(consultations)
      .set({ status: next, finalAmount: offer.offerAmount })
      .where(eq(consultations.id, consultation.id));
    return consultation.id;
  });
  return getConsultationWithOffers(ctx.db, viewer, consultationId);
}
