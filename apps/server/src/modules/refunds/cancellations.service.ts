import { and, eq } from 'drizzle-orm';
import type { CancellationResult, RefundReason } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import {
  consultations,
  payments,
  professionalOffers,
  type Consultation,
} from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { conflict } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import { loadFactsOf } from '../consultations/consultation-facts.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { participantsOf, pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import {
  consultationCancelledNotice,
  professionalWithdrewNotice,
} from '../notifications/notices.ts';
import { notifyLive, type Notice } from '../notifications/notify.ts';
import { presentRefund } from './refund-presenter.ts';
import { requestRefund, sendRefund } from './refunds.service.ts';

/** The two ways an assigned, paid case is given up: its owner cancels, its professional withdraws. */
type GivingUpAbility = 'cancel' | 'withdraw';

/** What one way of giving up does differently; the rest is the same step (`giveUpConsultation`). */
interface GivingUp {
  reason: Exclude<RefundReason, 'partial_by_admin'>;
  /** What becomes of the chosen offer. */
  offer: { status: 'declined'; declinedAt: Date } | { status: 'withdrawn'; withdrawnAt: Date };
  /** Who is told, and what. */
  notice: (consultation: Consultation) => Notice;
  /** The consultation_update both sides receive. */
  updateType: 'consultation_cancelled' | 'consultation_withdrawn';
}

const GIVING_UP: Record<GivingUpAbility, (now: Date) => GivingUp> = {
  // The owner cancels an assigned case before the professional's first reply: the payment is
  // refunded in full, the chosen offer is declined and the request is open again for new offers.
  cancel: (now) => ({
    reason: 'cancelled_before_reply',
    offer: { status: 'declined', declinedAt: now },
    updateType: 'consultation_cancelled',
    notice: consultationCancelledNotice,
  }),
  // The assigned professional gives the case up: the user is refunded in full, the offer is
  // withdrawn and the request is open again for new offers.
  withdraw: (now) => ({
    reason: 'professional_withdrew',
    offer: { status: 'withdrawn', withdrawnAt: now },
    updateType: 'consultation_withdrawn',
    notice: professionalWithdrewNotice,
  }),
};

/**
 * Cancel or withdraw, in one transaction: lock the payment and the request, ask the policy, book
 * the full refund, let the offer go, put the request back to open, tell the other side. The
 * refund goes to the gateway after commit.
 */
export async function giveUpConsultation(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  note: string | null,
  ability: GivingUpAbility,
): Promise<CancellationResult> {
  const how = GIVING_UP[ability](new Date());
  const { refundId, status } = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    // The payment first, then the request: the order capture takes, so the two never deadlock.
    const payment = await lockPaidPayment(tx, consultationId);
    const consultation = await loadConsultation(tx, consultationId, { forUpdate: true });
    const facts = await loadFactsOf(tx, viewer.id, consultationId);
    const next = authorize(viewer, ability, consultation, facts);
    if (!payment) throw conflict('NO_PAYMENT_TO_REFUND');
    // A case an admin rerouted after completion was already paid out: giving it up cannot
    // undo that payout; a refund then goes through a query to an admin.
    if (payment.releasedAt) {
      throw conflict('ALREADY_PAID_OUT');
    }

    const refund = await requestRefund(ctx, tx, {
      paymentId: payment.id,
      request: { reason: how.reason },
      note,
      requestedBy: viewer.id,
    });
    await tx
      .update(professionalOffers)
      .set(how.offer)
      .where(
        and(
          eq(professionalOffers.consultationId, consultationId),
          eq(professionalOffers.status, 'accepted'),
        ),
      );
    const [row] = await tx
      .update(consultations)
      .set({ status: next, assignedTo: null, finalAmount: null })
      .where(eq(consultations.id, consultationId))
      .returning();
    // Both sides hear it, the professional the case was taken from included.
    afterCommit(() =>
      pushConsultationUpdate(ctx, row!, how.updateType, participantsOf(consultation)),
    );
    await notifyLive(ctx, tx, afterCommit, [how.notice(consultation)]);
    return { refundId: refund.id, status: next };
  });
  const refund = await sendRefund(ctx, refundId);
  return { consultationId, consultationStatus: status, refund: presentRefund(refund) };
}

/** The captured payment of a case, locked (at most one: payments_one_paid_per_consultation). */
async function lockPaidPayment(tx: Transaction, consultationId: string) {
  const [payment] = await tx
    .select({ id: payments.id, releasedAt: payments.releasedAt })
    .from(payments)
    .where(and(eq(payments.consultationId, consultationId), eq(payments.status, 'paid')))
    .for('update');
  return payment;
}
