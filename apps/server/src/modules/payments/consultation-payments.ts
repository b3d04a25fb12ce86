import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { PaymentSummary } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { payments, receipts, refunds, type Payment } from '../../db/schema/index.ts';
import { forbidden } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { assertCanView, canSeePayments } from '../../policies/consultation-policy.ts';
import { canOnPayment } from '../../policies/payment-policy.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { presentReceipt } from '../receipts/receipt-presenter.ts';
import { presentRefund } from '../refunds/refund-presenter.ts';
import { checkoutStateOf, lastFailureOf } from '../consultations/payment-state.ts';

/**
 * GET /api/consultations/:id/payments, newest first: for the owner, the assigned professional and
 * admins. Receipts only to whoever paid and admins. Three queries whatever the number of payments.
 */
export async function listConsultationPayments(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  now: Date = new Date(),
): Promise<{ items: PaymentSummary[] }> {
  const consultation = await loadConsultation(ctx.db, consultationId);
  assertCanView(viewer, consultation);
  if (!canSeePayments(viewer, consultation)) {
    throw forbidden('PAYMENTS_NOT_VISIBLE');
  }
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.consultationId, consultationId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  if (rows.length === 0) return { items: [] };
  const ids = rows.map((row) => row.id);
  const refundRows = await ctx.db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, ids))
    .orderBy(asc(refunds.createdAt));
  const mayDownload = (payment: Payment) => canOnPayment(viewer, 'downloadReceipt', payment);
  const downloadable = rows.filter(mayDownload).map((row) => row.id);
  const receiptRows =
    downloadable.length === 0
      ? []
      : await ctx.db
          .select()
          .from(receipts)
          .where(inArray(receipts.paymentId, downloadable))
          .orderBy(asc(receipts.issuedAt), asc(receipts.sequence));

  return {
    items: rows.map((payment) => ({
      id: payment.id,
      orderId: payment.gatewayOrderId,
      gateway: payment.provider,
      status: payment.status,
      state: checkoutStateOf(payment, now),
      amount: payment.amount,
      platformShare: payment.platformShare,
      professionalShare: payment.professionalShare,
      refundedAmount: payment.refundedAmount,
      released: payment.releasedAt !== null,
      lastFailure: lastFailureOf(payment, now),
      expiresAt: payment.expiresAt.toISOString(),
      paidAt: payment.paidAt?.toISOString() ?? null,
      createdAt: payment.createdAt.toISOString(),
      refunds: refundRows.filter((refund) => refund.paymentId === payment.id).map(presentRefund),
      receipts: receiptRows
        .filter((receipt) => receipt.paymentId === payment.id)
        .map(presentReceipt),
    })),
  };
}
