import { paiseToDecimalText, wholeRupeesToPaise } from '@salahkar/domain';
import { callLineOf } from '../../modules/video-calls/call-endings.ts';
import {
  chatMessages,
  consultations,
  notifications,
  professionalOffers,
  reviews,
  videoCalls,
} from '../schema/index.ts';
import { SPECIALIZATIONS, URGENCY_TIERS } from './catalog-data.ts';
import type { DemoCase, DemoContext } from './demo-case.ts';
import { writeDemoPayment } from './demo-payment-writer.ts';
import { writeDemoStatusNotices } from './demo-status-notices.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Writes one demo case with everything its status implies: offers, payment, ledger, chat, review. */
export async function writeDemoCase(ctx: DemoContext, demo: DemoCase): Promise<void> {
  const { tx, ids } = ctx;
  const at = (hoursAgo: number) => new Date(ctx.now - hoursAgo * HOUR_MS);
  const atMaybe = (hoursAgo: number | undefined) => (hoursAgo === undefined ? null : at(hoursAgo));
  const accepted = demo.offers?.find((offer) => offer.status === 'accepted');
  const paidAt = atMaybe(demo.paidHoursAgo);
  if (Boolean(accepted) !== Boolean(paidAt)) {
    throw new Error(`Demo case '${demo.title}': an accepted offer and its payment go together`);
  }
  const range = feeRange(demo);

  const [consultation] = await tx
    .insert(consultations)
    .values({
      title: demo.title,
      description: demo.description,
      category: demo.category,
      subcategory: demo.subcategory,
      urgencyLevel: demo.urgencyLevel,
      status: demo.status,
      baseFeeAmount: paiseToDecimalText(wholeRupeesToPaise(range.min)),
      maxFeeAmount: paiseToDecimalText(wholeRupeesToPaise(range.max)),
      userId: ids[demo.owner],
      closedAt: atMaybe(demo.closedHoursAgo),
      reopenRequestedAt: atMaybe(demo.reopenRequestedHoursAgo),
      adminReviewedAt: atMaybe(demo.adminReviewedHoursAgo),
      completedAt: atMaybe(demo.completedHoursAgo),
      complaintRaisedAt: atMaybe(demo.complaint?.hoursAgo),
      complaintReason: demo.complaint?.reason ?? null,
      createdAt: at(demo.postedHoursAgo),
      updatedAt: at(Math.min(...eventHours(demo))),
    })
    .returning({ id: consultations.id });
  if (!consultation) throw new Error('consultation insert returned nothing');
  const consultationId = consultation.id;

  for (const offer of demo.offers ?? []) {
    const decidedAt = offer.status === 'pending' ? null : paidAt;
    const [row] = await tx
      .insert(professionalOffers)
      .values({
        consultationId,
        professionalId: ids[offer.by],
        offerAmount: paiseToDecimalText(wholeRupeesToPaise(offer.amount)),
        message: offer.message,
        status: offer.status,
        acceptedAt: offer.status === 'accepted' ? decidedAt : null,
        declinedAt: offer.status === 'declined' ? decidedAt : null,
        createdAt: at(offer.hoursAgo),
        updatedAt: decidedAt ?? at(offer.hoursAgo),
      })
      .returning({ id: professionalOffers.id });
    if (!row) throw new Error('offer insert returned nothing');
    await tx.insert(notifications).values({
      userId: ids[demo.owner],
      type: 'new_offer',
      title: 'New Counter Offer Received',
      body: `₹${offer.amount.toLocaleString('en-IN')} offered for "${demo.title}"`,
      link: `/consultation/${consultationId}`,
      consultationId,
      readAt: demo.status === 'pending_offers' ? null : paidAt,
      createdAt: at(offer.hoursAgo),
    });
    if (offer === accepted && paidAt) {
      await writeDemoPayment(tx, {
        consultationId,
        offerId: row.id,
        userId: ids[demo.owner],
        professionalId: ids[offer.by],
        amountRupees: offer.amount,
        paidAt,
        completedAt: atMaybe(demo.completedHoursAgo),
      });
    }
  }

  if (demo.messages?.length) {
    await tx.insert(chatMessages).values(
      demo.messages.map((message) => ({
        consultationId,
        senderId: ids[message.from],
        message: message.text,
        createdAt: at(message.hoursAgo),
      })),
    );
  }
  if (demo.videoCall && accepted) {
    const startedAt = at(demo.videoCall.startedHoursAgo);
    const endedAt = new Date(startedAt.getTime() + demo.videoCall.minutes * 60_000);
    const [call] = await tx
      .insert(videoCalls)
      .values({
        consultationId,
        initiatorId: ids[accepted.by],
        participantId: ids[demo.owner],
        status: 'ended',
        startedAt,
        endedAt,
        endedBy: ids[accepted.by],
        createdAt: startedAt,
      })
      .returning();
    if (!call) throw new Error('video call insert returned nothing');
    // The line a finished call leaves in the chat ('Video call · 22 min'), at its end.
    await tx.insert(chatMessages).values({ ...callLineOf(call), createdAt: endedAt });
  }
  if (demo.review && accepted) {
    await tx.insert(reviews).values({
      consultationId,
      userId: ids[demo.owner],
      professionalId: ids[accepted.by],
      rating: demo.review.rating,
      comment: demo.review.comment,
      showOnSite: demo.review.showOnSite ?? false,
      createdAt: at(demo.review.hoursAgo),
    });
  }
  await writeDemoStatusNotices(ctx, demo, consultationId, accepted?.by);
}

/** The request's fee range (docs/product/rulings.md, R-06): normal → the specialization's, else the urgency tier's. */
function feeRange(demo: DemoCase): { min: number; max: number } {
  if (demo.urgencyLevel === 'normal') {
    const specialization = SPECIALIZATIONS[demo.category].find((s) => s.name === demo.subcategory);
    if (!specialization) throw new Error(`Demo case '${demo.title}': unknown subcategory`);
    return { min: specialization.minPrice, max: specialization.maxPrice };
  }
  const tier = URGENCY_TIERS.find((t) => t.urgencyLevel === demo.urgencyLevel);
  if (!tier) throw new Error(`Demo case '${demo.title}': unknown urgency`);
  return { min: tier.minAmount, max: tier.maxAmount };
}

/** Every moment in the case's story, in hours ago. */
function eventHours(demo: DemoCase): number[] {
  return [
    demo.postedHoursAgo,
    ...(demo.offers ?? []).map((offer) => offer.hoursAgo),
    ...(demo.messages ?? []).map((message) => message.hoursAgo),
    demo.paidHoursAgo,
    demo.closedHoursAgo,
    demo.reopenRequestedHoursAgo,
    demo.adminReviewedHoursAgo,
    demo.completedHoursAgo,
    demo.complaint?.hoursAgo,
  ].filter((hours) => hours !== undefined);
}
