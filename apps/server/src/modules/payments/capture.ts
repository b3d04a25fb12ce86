import { and, eq, ne } from 'drizzle-orm';
import {
  assertTransition,
  displayNameOf,
  rupeesToPaise,
  type PaymentMethodKind,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import {
  consultations,
  payments,
  professionalOffers,
  users,
  type Consultation,
  type Payment,
} from '../../db/schema/index.ts';
import { inUnitOfWork, type AfterCommit } from '../../db/unit-of-work.ts';
import { announceAssignment } from '../notifications/assignment-pushes.ts';
import { queuePaymentReceivedMail } from '../notifications/money-mails.ts';
import { queueOfferPaidMail } from '../notifications/notification-mails.ts';
import { offerAcceptedNotice, paymentCapturedNotice } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import { offerPaidReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { issuePaymentDocument } from '../receipts/receipts.service.ts';
import { requestRefund, sendRefund } from '../refunds/refunds.service.ts';
import { recordMovement } from '../ledger/ledger.ts';

export interface CaptureInput {
  /** The gateway order, as we stored it when the offer was accepted. */
  orderId: string;
  /** The gateway's payment of that order that captured the money. */
  gatewayPaymentId: string;
  /** How it was paid, when the caller knows (a webhook, the reconciler): refund mails say it. */
  method?: PaymentMethodKind | null;
  now?: Date;
}

/**
 * assigned: the consultation is now the paid professional's; already_captured: an earlier call
 * captured it (verify, webhook and reconciler race for every payment); refunding: the money came
 * after the request had moved on, so it was booked and is going back to the user in full.
 */
export type CaptureResult = 'assigned' | 'already_captured' | 'refunding';

export interface CaptureOutcome {
  result: CaptureResult;
  payment: Payment;
  consultation: Consultation;
  /** A refund booked by a late capture, to send to the gateway once the transaction commits. */
  refundId: string | null;
}

const SUPERSEDED = 'Paid through another order of this request';

/**
 * Captures a payment inside the caller's transaction (the webhook records its event in the same
 * one). The payment row is locked first and the request second, like the expiry job, so whichever
 * of verify, webhook and reconciler comes first captures and the others see it paid. Returns
 * null for an order that is not ours. An assignment's pushes are scheduled to follow the commit.
 */
export async function captureIn(
  ctx: AppContext,
  tx: Transaction,
  afterCommit: AfterCommit,
  input: CaptureInput,
): Promise<CaptureOutcome | null> {
  const now = input.now ?? new Date();
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.gatewayOrderId, input.orderId))
    .for('update');
  if (!payment) return null;
  const captureDone = payment.status === 'paid' || payment.status === 'refunded';
  const query = tx.select().from(consultations).where(eq(consultations.id, payment.consultationId));
  const [consultation] = captureDone ? await query : await query.for('update');
  if (!consultation) throw new Error(`Payment ${payment.id} has no consultation`);
  if (captureDone) {
    // Verify captures without the method; the gateway's webhook that follows knows it.
    if (input.method && !payment.method) {
      await tx.update(payments).set({ method: input.method }).where(eq(payments.id, payment.id));
    }
    return { result: 'already_captured', payment, consultation, refundId: null };
  }

  // Paid after the hold lapsed and the request moved on (another offer chosen or paid): the user
  // must not lose the money, so it is booked and goes straight back in full. It never counts as
  // the request's payment (payments_one_paid_per_consultation), hence 'refunded' from the start.
  const assignable = await canStillAssign(tx, consultation, payment);
  const [captured] = await tx
    .update(payments)
    .set({
      status: assignable ? 'paid' : 'refunded',
      gatewayPaymentId: input.gatewayPaymentId,
      paidAt: now,
      failureReason: null,
      ...(input.method && { method: input.method }),
    })
    .where(eq(payments.id, payment.id))
    .returning();
  const amountPaise = rupeesToPaise(payment.amount);
  await recordMovement(tx, {
    consultationId: payment.consultationId,
    paymentId: payment.id,
    at: now,
    legs: [
      { account: 'gateway', amountPaise, description: 'Payment captured' },
      {
        account: 'escrow',
        amountPaise: -amountPaise,
        description: 'Held in escrow until completion',
      },
    ],
  });
  const receipt = await issuePaymentDocument(ctx.config, tx, captured!, now);

  if (assignable) {
    const assigned = await assign(ctx, tx, afterCommit, consultation, captured!, now);
    const [professional] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, payment.professionalId));
    await queuePaymentReceivedMail(
      ctx,
      tx,
      { ...payment, amountPaise },
      { title: consultation.title, professionalName: displayNameOf(professional!), receipt },
    );
    return { result: 'assigned', payment: captured!, consultation: assigned, refundId: null };
  }
  const refund = await requestRefund(ctx, tx, {
    paymentId: payment.id,
    request: { reason: 'paid_after_hold' },
    note: 'Paid after the payment window had closed',
    requestedBy: null,
  });
  // The refund concerns this payment only: the request's own payment status is left as it was.
  await tx
    .update(consultations)
    .set({ paymentStatus: consultation.paymentStatus })
    .where(eq(consultations.id, consultation.id));
  const [refunded] = await tx.select().from(payments).where(eq(payments.id, payment.id));
  return {
    result: 'refunding',
    payment: refunded!,
    consultation,
    refundId: refund.id,
  };
}

/**
 * Whether this payment may still win the request: it is still choosing, and the payment's offer
 * is the chosen one, or (after a lapsed hold) still on the table with nothing else chosen.
 */
async function canStillAssign(
  tx: Transaction,
  consultation: Consultation,
  payment: Payment,
): Promise<boolean> {
  if (consultation.status !== 'pending_offers') return false;
  const offers = await tx
    .select({ id: professionalOffers.id, status: professionalOffers.status })
    .from(professionalOffers)
    .where(eq(professionalOffers.consultationId, consultation.id));
  const own = offers.find((offer) => offer.id === payment.offerId);
  if (own?.status === 'accepted') return true;
  const otherChosen = offers.some(
    (offer) => offer.id !== payment.offerId && offer.status === 'accepted',
  );
  return own?.status === 'pending' && !otherChosen;
}

/**
 * The request becomes the paid professional's; the other offers and orders are let go. Both
 * sides' bell entries and the professional's mail are written with it.
 */
async function assign(
  ctx: AppContext,
  tx: Transaction,
  afterCommit: AfterCommit,
  consultation: Consultation,
  payment: Payment,
  now: Date,
): Promise<Consultation> {
  const next = assertTransition(consultation.status, 'assignOnPayment');
  await tx
    .update(professionalOffers)
    .set({ status: 'accepted', acceptedAt: now })
    .where(
      and(eq(professionalOffers.id, payment.offerId), eq(professionalOffers.status, 'pending')),
    );
  await tx
    .update(professionalOffers)
    .set({ status: 'declined', declinedAt: now })
    .where(
      and(
        eq(professionalOffers.consultationId, consultation.id),
        eq(professionalOffers.status, 'pending'),
      ),
    );
  // A newer order for the same offer (chosen again after the hold lapsed) is no longer needed.
  await tx
    .update(payments)
    .set({ status: 'failed', failureReason: SUPERSEDED, failedAt: now })
    .where(
      and(
        eq(payments.consultationId, consultation.id),
        eq(payments.status, 'pending'),
        ne(payments.id, payment.id),
      ),
    );
  const [assigned] = await tx
    .update(consultations)
    .set({
      status: next,
      assignedTo: payment.professionalId,
      paymentStatus: 'paid',
      paymentOrderId: payment.gatewayOrderId,
      paymentId: payment.gatewayPaymentId,
      finalAmount: payment.amount,
    })
    .where(eq(consultations.id, consultation.id))
    .returning();
  const notices = await notify(tx, [
    offerAcceptedNotice(consultation, payment.professionalId),
    paymentCapturedNotice(consultation, rupeesToPaise(payment.amount)),
  ]);
  await reachPeople(tx, ctx.config, [
    offerPaidReach(consultation, payment.professionalId, payment.id, rupeesToPaise(payment.amount)),
  ]);
  afterCommit(() => announceAssignment(ctx, assigned!, payment, notices));
  await queueOfferPaidMail(ctx, tx, consultation, {
    id: payment.id,
    professionalId: payment.professionalId,
    amountPaise: rupeesToPaise(payment.amount),
  });
  return assigned!;
}

/**
 * The capture verb of verify and the reconciler: one transaction, then the refund of a late
 * capture is sent to the gateway (the refund-retry job sends it again if this attempt fails).
 */
export async function capturePayment(
  ctx: AppContext,
  input: CaptureInput,
): Promise<CaptureOutcome | null> {
  const outcome = await inUnitOfWork(ctx, (tx, afterCommit) =>
    captureIn(ctx, tx, afterCommit, input),
  );
  await afterCapture(ctx, outcome);
  return outcome;
}

/**
 * What follows a committed capture outside its transaction besides its pushes (scheduled with
 * it): sending a late capture's refund to the gateway.
 */
export async function afterCapture(ctx: AppContext, outcome: CaptureOutcome | null): Promise<void> {
  if (outcome && outcome.result !== 'already_captured') ctx.metrics.paymentsCaptured.inc();
  if (outcome?.refundId) await sendRefund(ctx, outcome.refundId);
}
