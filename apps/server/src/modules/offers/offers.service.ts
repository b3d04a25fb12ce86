import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  displayNameOf,
  formatRupees,
  isOfferWithinRange,
  PAYMENT_HOLD_MS,
  paiseToDecimalText,
  rupeesToPaise,
  splitCommission,
  type createOfferSchema,
  type Offer,
  type PaymentOrder,
} from '@salahkar/domain';
import { GatewayError } from '../../adapters/payments/payment-gateway.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  consultations,
  payments,
  professionalOffers,
  type Consultation,
  type Payment,
  type ProfessionalOffer,
  users,
} from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound, unavailable } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorize, canView } from '../../policies/consultation-policy.ts';
import { loadFactsOf } from '../consultations/consultation-facts.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { expireHoldIn } from '../payments/payment-hold.ts';
import { findPendingPayment, presentPaymentOrder } from '../payments/payment-orders.ts';
import { commissionBasisPoints } from '../consultations/payment-state.ts';
import { queueOfferReceivedMail } from '../notifications/notification-mails.ts';
import { newOfferNotice } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import { announceOffer } from '../notifications/offer-pushes.ts';
import { offerReceivedReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { findOfferViews } from '../consultations/offer-presenter.ts';

type CreateOffer = z.output<typeof createOfferSchema>;

/** A person's name as the bell shows it. */
async function nameOf(db: Queryable, userId: string): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return displayNameOf(row ?? {});
}

/**
 * An approved professional of the request's category offers a price within its range, once. The
 * request is locked so the first offer moves it from open to pending_offers exactly once, and an
 * edit by its owner cannot slip in between. The unique index on live offers backs the "once".
 */
export async function submitOffer(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  input: CreateOffer,
): Promise<Offer> {
  return inUnitOfWork(ctx, async (tx, afterCommit) => {
    const consultation = await loadConsultation(tx, consultationId, { forUpdate: true });
    const facts = await loadFactsOf(tx, viewer.id, consultationId);
    const next = authorize(viewer, 'offer', consultation, facts);

    const amountPaise = rupeesToPaise(input.offerAmount);
    const range = {
      minPaise: rupeesToPaise(consultation.baseFeeAmount),
      maxPaise: rupeesToPaise(consultation.maxFeeAmount),
    };
    if (!isOfferWithinRange(amountPaise, range)) {
      throw badRequest('OFFER_OUT_OF_RANGE', {
        min: formatRupees(range.minPaise),
        max: formatRupees(range.maxPaise),
      });
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
        throw conflict('OFFER_ALREADY_MADE');
      }
      throw error;
    }
    let current: Consultation | undefined = consultation;
    if (next !== consultation.status) {
      [current] = await tx
        .update(consultations)
        .set({ status: next })
        .where(eq(consultations.id, consultationId))
        .returning();
    }
    const professionalName = await nameOf(tx, viewer.id);
    const written = await notify(tx, [newOfferNotice(consultation, professionalName, amountPaise)]);
    await reachPeople(tx, ctx.config, [
      offerReceivedReach(consultation, inserted!.id, professionalName, amountPaise),
    ]);
    // The owner is often away while offers come in: they are mailed too.
    await queueOfferReceivedMail(ctx, tx, consultation, {
      professionalName,
      amountPaise,
      message: input.message ?? null,
    });
    const [offer] = await findOfferViews(tx, {
      where: eq(professionalOffers.id, inserted!.id),
      orderBy: [],
      withConsultation: true,
    });
    afterCommit(() => announceOffer(ctx, current!, offer!, written));
    return offer!;
  });
}

type AcceptDecision =
  /** This offer is chosen and its order can still be paid: answer that order again. */
  | { kind: 'held'; payment: Payment }
  /** A hold has lapsed and the expiry job has not ended it yet. */
  | { kind: 'lapsed'; paymentId: string }
  | { kind: 'choose'; offer: ProfessionalOffer };

/**
 * What accepting the offer means now. Run twice: read-only before the gateway order is created
 * (so a refused accept creates none), then under the request's lock, where it is the decision.
 */
async function decideAccept(
  db: Queryable,
  viewer: Person,
  offerId: string,
  now: Date,
  locked: boolean,
): Promise<AcceptDecision & { consultation: Consultation }> {
  const offerOf = async () => {
    const [row] = await db
      .select()
      .from(professionalOffers)
      .where(eq(professionalOffers.id, offerId));
    return row;
  };
  const found = await offerOf();
  if (!found) throw notFound('OFFER_NOT_FOUND');
  const consultation = await loadConsultation(db, found.consultationId, { forUpdate: locked });
  if (!canView(viewer, consultation)) throw notFound('OFFER_NOT_FOUND');
  // Read again under the lock: a concurrent accept may have changed it while we waited.
  const offer = locked ? (await offerOf())! : found;
  const facts = await loadFactsOf(db, viewer.id, consultation.id);
  const pending = await findPendingPayment(db, consultation.id);
  const lapsed = pending !== undefined && pending.expiresAt <= now;

  // The chosen offer does not block choosing it again (a double click, a retry after a failed
  // attempt), nor does a choice whose hold has lapsed.
  authorize(viewer, 'acceptOffer', consultation, {
    ...facts,
    hasAcceptedOffer: facts.hasAcceptedOffer && offer.status !== 'accepted' && !lapsed,
  });
  if (lapsed) return { kind: 'lapsed', paymentId: pending.id, consultation };
  if (offer.status !== 'pending' && offer.status !== 'accepted') {
    throw conflict('OFFER_NO_LONGER_AVAILABLE', { status: offer.status });
  }
  if (pending) {
    if (pending.offerId !== offer.id) throw conflict('OFFER_ALREADY_CHOSEN');
    return { kind: 'held', payment: pending, consultation };
  }
  return { kind: 'choose', offer, consultation };
}

/**
 * The request's owner chooses one offer and gets the gateway order to pay it: the request is held
 * for that offer for PAYMENT_HOLD_MS. The amount and the commission come from the offer and the
 * configuration, never from the client. The gateway order is created outside any transaction;
 * then the request is locked (FOR UPDATE) and the choice re-checked, so however many accepts
 * arrive at once one offer is chosen and one payment awaits (payments_one_pending_per_consultation
 * and professional_offers_one_accepted_per_consultation refuse a second regardless). Accepting the
 * chosen offer again while its hold lasts answers the same order; once the hold has lapsed, any
 * offer still on the table can be chosen again, with a new order.
 */
export async function acceptOffer(
  ctx: AppContext,
  viewer: Person,
  offerId: string,
  now: Date = new Date(),
): Promise<PaymentOrder> {
  // One snapshot for the whole look, so a concurrent accept is seen either wholly or not at all.
  const look = () =>
    ctx.db.transaction((tx) => decideAccept(tx, viewer, offerId, now, false), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
  let early = await look();
  if (early.kind === 'lapsed') {
    const { paymentId: lapsedId } = early;
    await ctx.db.transaction((tx) => expireHoldIn(tx, lapsedId, now));
    early = await look();
  }
  if (early.kind === 'held') return presentPaymentOrder(early.payment, ctx.gateway);
  if (early.kind === 'lapsed') throw conflict('PAYMENT_HOLD_CLOSING');

  const amountPaise = rupeesToPaise(early.offer.offerAmount);
  const split = splitCommission(
    amountPaise,
    commissionBasisPoints(ctx.config.PLATFORM_COMMISSION_PERCENT),
  );
  const paymentId = randomUUID();
  const order = await ctx.gateway
    .createOrder({
      amountPaise,
      receipt: paymentId,
      notes: { consultation_id: early.consultation.id, offer_id: offerId, payment_id: paymentId },
    })
    .catch((error: unknown) => {
      if (!(error instanceof GatewayError)) throw error;
      ctx.log.error({ err: error, offerId }, 'the gateway refused to create an order');
      throw unavailable('PAYMENTS_UNAVAILABLE');
    });

  const payment = await ctx.db.transaction(async (tx) => {
    const decision = await decideAccept(tx, viewer, offerId, now, true);
    if (decision.kind === 'held') return decision.payment;
    if (decision.kind === 'lapsed') throw conflict('PAYMENT_HOLD_CLOSING');
    const { offer, consultation } = decision;
    if (rupeesToPaise(offer.offerAmount) !== amountPaise) {
      throw conflict('OFFER_CHANGED');
    }

    try {
      if (offer.status === 'pending') {
        await tx
          .update(professionalOffers)
          .set({ status: 'accepted', acceptedAt: now })
          .where(and(eq(professionalOffers.id, offerId), eq(professionalOffers.status, 'pending')));
      }
      await tx
        .update(consultations)
        .set({ finalAmount: offer.offerAmount })
        .where(eq(consultations.id, consultation.id));
      const [inserted] = await tx
        .insert(payments)
        .values({
          id: paymentId,
          consultationId: consultation.id,
          offerId,
          userId: consultation.userId,
          professionalId: offer.professionalId,
          amount: paiseToDecimalText(amountPaise),
          platformShare: paiseToDecimalText(split.platformSharePaise),
          professionalShare: paiseToDecimalText(split.professionalSharePaise),
          provider: ctx.gateway.name,
          gatewayOrderId: order.id,
          expiresAt: new Date(now.getTime() + PAYMENT_HOLD_MS),
          createdAt: now,
        })
        .returning();
      return inserted!;
    } catch (error) {
      if (
        isUniqueViolation(error, 'professional_offers_one_accepted_per_consultation') ||
        isUniqueViolation(error, 'payments_one_pending_per_consultation')
      ) {
        throw conflict('OFFER_ALREADY_CHOSEN');
      }
      throw error;
    }
  });
  return presentPaymentOrder(payment, ctx.gateway);
}
