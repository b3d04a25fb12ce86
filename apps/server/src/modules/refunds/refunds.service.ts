import { and, eq, sql } from 'drizzle-orm';
import {
  refundAmount,
  releaseSplit,
  type RefundRequest,
  paiseToDecimalText,
  rupeesToPaise,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable, Transaction } from '../../db/client.ts';
import { consultations, payments, refunds, type RefundRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordMovement, type LedgerLeg } from '../ledger/ledger.ts';
import { queueRefundInitiatedMail } from '../notifications/money-mails.ts';
import { queueRefundCompletedMail } from '../notifications/notification-mails.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { refundCompletedReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { issueReceipt } from '../receipts/receipts.service.ts';

export interface RefundOrder {
  paymentId: string;
  /** A full refund for a reason, or an admin's partial one (pricing.ts decides the amount). */
  request: RefundRequest;
  /** Why, in the words of whoever decided it (the user's cancellation reason, the admin's). */
  note: string | null;
  /** The user, professional or admin who decided it; null for the system. */
  requestedBy: string | null;
}

/**
 * Books a refund inside the caller's transaction: the refund row (pending until the gateway
 * accepts it), the payment's refunded amount, the ledger and the refund receipt. The payment row is
 * locked, so concurrent refunds of one payment queue and each sees what the one before took;
 * pricing.ts and the payments_refund_within_amount check keep the total within what was captured.
 * The payer's mail that the refund has started is queued with it. Send it with `sendRefund` once
 * the transaction has committed.
 */
export async function requestRefund(
  ctx: AppContext,
  tx: Transaction,
  order: RefundOrder,
): Promise<RefundRow> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, order.paymentId))
    .for('update');
  if (!payment) throw notFound('PAYMENT_NOT_FOUND');
  if (payment.status !== 'paid' && payment.status !== 'refunded') {
    throw conflict('PAYMENT_NOT_REFUNDABLE', { status: payment.status });
  }
  const amountPaise = rupeesToPaise(payment.amount);
  const refundedBefore = rupeesToPaise(payment.refundedAmount);
  const refundPaise = refundAmount(order.request, {
    capturedPaise: amountPaise,
    alreadyRefundedPaise: refundedBefore,
  });
  const refundedAfter = refundedBefore + refundPaise;
  const inFull = refundedAfter === amountPaise;
  const now = new Date();

  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      consultationId: payment.consultationId,
      amount: paiseToDecimalText(refundPaise),
      reason: order.request.reason,
      note: order.note,
      requestedBy: order.requestedBy,
    })
    .returning();
  await tx
    .update(payments)
    .set({
      refundedAmount: paiseToDecimalText(refundedAfter),
      ...(inFull ? { status: 'refunded' as const, refundedAt: now } : {}),
    })
    .where(eq(payments.id, payment.id));
  if (inFull) {
    await tx
      .update(consultations)
      .set({ paymentStatus: 'refunded' })
      .where(eq(consultations.id, payment.consultationId));
  }
  await recordMovement(tx, {
    consultationId: payment.consultationId,
    paymentId: payment.id,
    legs: refundLegs(
      {
        amountPaise,
        platformSharePaise: rupeesToPaise(payment.platformShare),
        refundedPaise: refundedBefore,
      },
      refundPaise,
      payment.releasedAt === null ? null : payment.professionalId,
    ),
  });
  const receipt = await issueReceipt(tx, {
    kind: 'refund',
    paymentId: payment.id,
    refundId: refund!.id,
    amountPaise: refundPaise,
  });
  await queueRefundInitiatedMail(
    ctx,
    tx,
    { id: refund!.id, paymentId: payment.id, amountPaise: refundPaise },
    receipt,
  );
  return refund!;
}

/**
 * Where a refund's money comes from. Before release it is still in escrow. After release it is
 * taken back from the platform's commission and the professional's wallet in the payment's own
 * proportion: the commission returned is what the release split gives up as the refunded total
 * grows, so however many partial refunds follow, the platform never returns more commission than
 * it kept, nor the professional more than they earned, and every paisa is accounted for.
 */
export function refundLegs(
  held: { amountPaise: number; platformSharePaise: number; refundedPaise: number },
  refundPaise: number,
  releasedTo: string | null,
): LedgerLeg[] {
  const toUser: LedgerLeg = {
    account: 'gateway',
    amountPaise: -refundPaise,
    description: 'Refund to the user',
  };
  if (releasedTo === null) {
    return [
      { account: 'escrow', amountPaise: refundPaise, description: 'Refund from escrow' },
      toUser,
    ];
  }
  const commissionBefore = releaseSplit(held).platformSharePaise;
  const commissionAfter = releaseSplit({
    ...held,
    refundedPaise: held.refundedPaise + refundPaise,
  }).platformSharePaise;
  const fromCommission = commissionBefore - commissionAfter;
  return [
    {
      account: 'platform_revenue',
      amountPaise: fromCommission,
      description: 'Commission returned with a refund',
    },
    {
      account: 'professional_wallet',
      ownerId: releasedTo,
      amountPaise: refundPaise - fromCommission,
      description: 'Refund to the user taken back from earnings',
    },
    toUser,
  ];
}

/**
 * Sends a booked refund to the gateway, with the refund's id as the idempotency key, so however
 * often it is sent (a retry, two job instances, a crash after the gateway answered) the user is
 * refunded once. Never called inside a transaction. A failure leaves it pending with the error for
 * the refund-retry job; this answers the refund as it stands afterwards.
 */
export async function sendRefund(ctx: AppContext, refundId: string): Promise<RefundRow> {
  const [claimed] = await ctx.db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!claimed) return loadRefund(ctx.db, refundId);
  return deliverRefund(ctx, claimed);
}

/** One attempt at the gateway for a refund already claimed (its attempt counted). */
export async function deliverRefund(ctx: AppContext, refund: RefundRow): Promise<RefundRow> {
  const [payment] = await ctx.db
    .select({ gatewayPaymentId: payments.gatewayPaymentId })
    .from(payments)
    .where(eq(payments.id, refund.paymentId));
  let outcome: Partial<RefundRow>;
  try {
    if (!payment?.gatewayPaymentId) throw new Error('The payment has no gateway payment id');
    const answer = await ctx.gateway.refund({
      paymentId: payment.gatewayPaymentId,
      amountPaise: rupeesToPaise(refund.amount),
      idempotencyKey: refund.id,
      notes: { refund_id: refund.id, reason: refund.reason },
    });
    if (answer.status === 'failed') throw new Error('The gateway reported the refund as failed');
    outcome = {
      status: 'processed',
      gatewayRefundId: answer.id,
      processedAt: new Date(),
      lastError: null,
    };
  } catch (error) {
    outcome = { lastError: error instanceof Error ? error.message : String(error) };
  }
  const settledStatus = await ctx.db.transaction(async (tx) => {
    const [settled] = await tx
      .update(refunds)
      .set(outcome)
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .returning();
    // The person who paid learns their money is on its way back, once (the row left 'pending').
    if (settled?.status === 'processed') {
      await queueRefundCompletedMail(ctx, tx, {
        id: settled.id,
        consultationId: settled.consultationId,
        amountPaise: rupeesToPaise(settled.amount),
      });
      const consultation = await loadConsultation(tx, settled.consultationId);
      await reachPeople(tx, ctx.config, [
        refundCompletedReach(consultation, settled.id, rupeesToPaise(settled.amount)),
      ]);
    }
    return settled?.status;
  });
  // Counted once committed: a processed refund, or a try the retry job will repeat.
  if (settledStatus === 'processed') ctx.metrics.refunds.inc({ outcome: 'processed' });
  else if (settledStatus) ctx.metrics.refunds.inc({ outcome: 'retry' });
  return loadRefund(ctx.db, refund.id);
}

async function loadRefund(db: Queryable, refundId: string): Promise<RefundRow> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) throw notFound('REFUND_NOT_FOUND');
  return row;
}
