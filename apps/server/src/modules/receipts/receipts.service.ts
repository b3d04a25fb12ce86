import {
  commissionTax,
  financialYearOf,
  paiseToDecimalText,
  rupeesToPaise,
  taxInvoiceNumber,
  type ReceiptKind,
} from '@salahkar/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import {
  invoiceCounters,
  receiptCounters,
  receipts,
  type InvoiceParties,
  type Payment,
} from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { authorizePayment } from '../../policies/payment-policy.ts';
import type { SessionUser } from '../../policies/route-access.ts';
import { loadReceiptDocument } from './receipt-document.ts';

export interface IssueReceiptInput {
  kind: ReceiptKind;
  paymentId: string;
  refundId?: string;
  amountPaise: number;
  at?: Date;
}

const NUMBER_PREFIX: Record<ReceiptKind, string> = { payment: 'SLK-P-', refund: 'SLK-R-' };

/** 42 → 'SLK-P-000042'. Six digits pad the common case; larger numbers simply grow. */
export function receiptNumber(kind: ReceiptKind, sequence: number): string {
  return `${NUMBER_PREFIX[kind]}${String(sequence).padStart(6, '0')}`;
}

/**
 * Issues the next receipt of a kind inside the caller's transaction (the one recording the
 * money). The counter row's update lock serialises issuers and rolls back with the transaction,
 * so numbers are gapless: a failed verb never burns a number.
 */
export async function issueReceipt(
  tx: Transaction,
  input: IssueReceiptInput,
): Promise<{ id: string; number: string }> {
  const [counter] = await tx
    .update(receiptCounters)
    .set({ lastSequence: sql`${receiptCounters.lastSequence} + 1` })
    .where(eq(receiptCounters.kind, input.kind))
    .returning({ sequence: receiptCounters.lastSequence });
  if (!counter) throw new Error(`No receipt counter for '${input.kind}' (migration 0004 adds it)`);

  const number = receiptNumber(input.kind, counter.sequence);
  const [row] = await tx
    .insert(receipts)
    .values({
      kind: input.kind,
      sequence: counter.sequence,
      number,
      paymentId: input.paymentId,
      refundId: input.refundId ?? null,
      amount: paiseToDecimalText(input.amountPaise),
      ...(input.at ? { issuedAt: input.at } : {}),
    })
    .returning({ id: receipts.id });
  if (!row) throw new Error('The receipt was not stored');
  return { id: row.id, number };
}

/**
 * The document of a captured payment, inside the capture's transaction: a receipt, and with
 * BUSINESS_GSTIN set a tax invoice too (decision 210), numbered within the IST financial year of
 * the capture. The year's counter row is taken with an upsert that locks it until the capture
 * commits: concurrent captures wait their turn, and one that rolls back gives its number back,
 * so invoice numbers never repeat or skip.
 */
export async function issuePaymentDocument(
  config: Config,
  tx: Transaction,
  payment: Pick<Payment, 'id' | 'amount' | 'platformShare' | 'placeOfSupply' | 'buyerGstin'>,
  at: Date,
): Promise<{ id: string; number: string; invoiceNumber: string | null }> {
  const amountPaise = rupeesToPaise(payment.amount);
  const receipt = await issueReceipt(tx, {
    kind: 'payment',
    paymentId: payment.id,
    amountPaise,
    at,
  });
  const gstin = config.BUSINESS_GSTIN;
  if (!gstin) return { ...receipt, invoiceNumber: null };

  const financialYear = financialYearOf(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  const invoiceNumber = taxInvoiceNumber(financialYear, counter!.sequence);
  // Without a place of supply the payer's location is not on record: GST law then takes the
  // supplier's own state.
  const placeOfSupply = payment.placeOfSupply ?? config.BUSINESS_STATE;
  const commissionPaise = rupeesToPaise(payment.platformShare);
  const tax = commissionTax(
    commissionPaise,
    config.GST_RATE_PERCENT,
    placeOfSupply === config.BUSINESS_STATE,
  );
  const parties: InvoiceParties = {
    seller: {
      gstin,
      legalName: config.BUSINESS_LEGAL_NAME ?? config.BUSINESS_NAME,
      address: config.BUSINESS_ADDRESS,
      state: config.BUSINESS_STATE,
    },
    placeOfSupply,
    buyerGstin: payment.buyerGstin,
    gstRatePercent: config.GST_RATE_PERCENT,
  };
  await tx
    .update(receipts)
    .set({
      invoiceNumber,
      financialYear,
      invoiceSequence: counter!.sequence,
      invoice: parties,
      commission: paiseToDecimalText(commissionPaise),
      taxableValue: paiseToDecimalText(tax.taxablePaise),
      cgst: paiseToDecimalText(tax.cgstPaise),
      sgst: paiseToDecimalText(tax.sgstPaise),
      igst: paiseToDecimalText(tax.igstPaise),
    })
    .where(eq(receipts.id, receipt.id));
  return { ...receipt, invoiceNumber };
}

/**
 * A receipt's PDF for its payer or an admin. Anyone else is told it does not exist, so a receipt
 * id reveals nothing to a stranger.
 */
export async function receiptPdfFor(
  ctx: AppContext,
  viewer: SessionUser,
  receiptId: string,
): Promise<{ number: string; fileName: string; pdf: Buffer }> {
  const found = await loadReceiptDocument(ctx.db, receiptId);
  if (!found) throw notFound('RECEIPT_NOT_FOUND');
  authorizePayment(viewer, 'downloadReceipt', { userId: found.payerId }, 'RECEIPT_NOT_FOUND');
  // pdfkit and the fonts load with the first receipt asked for, not with the server.
  const { renderReceiptPdf } = await import('./receipt-pdf.ts');
  const pdf = await renderReceiptPdf(found.document, {
    name: ctx.config.BUSINESS_NAME,
    address: ctx.config.BUSINESS_ADDRESS,
    gstin: ctx.config.BUSINESS_GSTIN ?? null,
  });
  const { number, invoice } = found.document;
  // 'SLK/2026-27/000123' has slashes; a file name cannot.
  const fileName = invoice
    ? `invoice-${invoice.number.replaceAll('/', '-')}.pdf`
    : `receipt-${number}.pdf`;
  return { number, fileName, pdf };
}
