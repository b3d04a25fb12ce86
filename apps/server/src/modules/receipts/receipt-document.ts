import { displayNameOf, rupeesToPaise } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { consultations, payments, receipts, refunds, users } from '../../db/schema/index.ts';
import type { ReceiptRow } from '../../db/schema/index.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';
import type { ReceiptDocument } from './receipt-pdf.ts';

const payers = alias(users, 'payer');
const professionals = alias(users, 'professional');

/** A receipt with what it prints, and its payer (who, with admins, may download it); or null. */
export async function loadReceiptDocument(
  db: Queryable,
  receiptId: string,
): Promise<{ payerId: string; document: ReceiptDocument } | null> {
  const [row] = await db
    .select({
      receipt: receipts,
      payment: {
        userId: payments.userId,
        amount: payments.amount,
        professionalShare: payments.professionalShare,
        provider: payments.provider,
        gatewayOrderId: payments.gatewayOrderId,
        gatewayPaymentId: payments.gatewayPaymentId,
      },
      consultation: { id: consultations.id, title: consultations.title },
      payer: {
        firstName: payers.firstName,
        lastName: payers.lastName,
        email: payers.email,
        preferredLanguage: payers.preferredLanguage,
      },
      professional: { firstName: professionals.firstName, lastName: professionals.lastName },
      refund: {
        reason: refunds.reason,
        note: refunds.note,
        gatewayRefundId: refunds.gatewayRefundId,
      },
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .innerJoin(consultations, eq(consultations.id, payments.consultationId))
    .innerJoin(payers, eq(payers.id, payments.userId))
    .innerJoin(professionals, eq(professionals.id, payments.professionalId))
    .leftJoin(refunds, eq(refunds.id, receipts.refundId))
    .where(eq(receipts.id, receiptId));
  if (!row) return null;

  const { receipt, payment, refund } = row;
  return {
    payerId: payment.userId,
    document: {
      language: row.payer.preferredLanguage,
      kind: receipt.kind,
      number: receipt.number,
      issuedAt: receipt.issuedAt,
      amountPaise: rupeesToPaise(receipt.amount),
      payer: { name: displayNameOf(row.payer), email: row.payer.email },
      professionalName: displayNameOf(row.professional),
      consultation: row.consultation,
      gateway: {
        name: payment.provider,
        orderId: payment.gatewayOrderId,
        paymentId: payment.gatewayPaymentId,
      },
      refund:
        receipt.kind === 'refund' && refund
          ? { paymentAmountPaise: rupeesToPaise(payment.amount), ...refund }
          : null,
      invoice: invoiceOf(receipt, rupeesToPaise(payment.professionalShare)),
    },
  };
}

/** The tax invoice a payment's receipt row was issued as, or null for a plain receipt. */
function invoiceOf(receipt: ReceiptRow, professionalFeePaise: number): InvoiceDocument | null {
  if (!receipt.invoiceNumber || !receipt.invoice) return null;
  const paise = (rupees: string | null) => rupeesToPaise(rupees ?? '0');
  return {
    number: receipt.invoiceNumber,
    ...receipt.invoice,
    professionalFeePaise,
    commissionPaise: paise(receipt.commission),
    taxablePaise: paise(receipt.taxableValue),
    cgstPaise: paise(receipt.cgst),
    sgstPaise: paise(receipt.sgst),
    igstPaise: paise(receipt.igst),
  };
}
