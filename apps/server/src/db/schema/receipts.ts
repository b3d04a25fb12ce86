import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { id, rupees, timestampTz, reference } from './columns.ts';
import { receiptKindEnum } from './enums.ts';
import { payments } from './payments.ts';
import { refunds } from './refunds.ts';

/**
 * A numbered receipt for a captured payment or a refund, issued in the transaction that records
 * the money. Its PDF is rendered from this row and the payment's, so it reads the same every time.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    kind: receiptKindEnum('kind').notNull(),
    /** Gapless per kind: taken from receipt_counters in the issuing transaction. */
    sequence: integer('sequence').notNull(),
    /** 'SLK-P-000042' for payments, 'SLK-R-000007' for refunds. */
    number: text('number').notNull().unique(),
    paymentId: reference('payment_id', () => payments.id, 'restrict').notNull(),
    refundId: reference('refund_id', () => refunds.id, 'restrict').unique(),
    amount: rupees('amount').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    // A payment's tax invoice (decision 210), when the business had a GSTIN at capture: its
    // number, gapless per financial year (invoice_counters), and what it states, fixed at issue.
    /** 'SLK/2026-27/000123'. */
    invoiceNumber: text('invoice_number').unique(),
    /** '2026-27': April to March in IST. */
    financialYear: text('financial_year'),
    invoiceSequence: integer('invoice_sequence'),
    invoice: jsonb('invoice').$type<InvoiceParties>(),
    /** The platform's commission, GST included; taxable value + CGST + SGST + IGST = commission. */
    commission: rupees('commission'),
    taxableValue: rupees('taxable_value'),
    cgst: rupees('cgst'),
    sgst: rupees('sgst'),
    igst: rupees('igst'),
  },
  (table) => [
    unique('receipts_kind_sequence_unique').on(table.kind, table.sequence),
    unique('receipts_financial_year_invoice_sequence_unique').on(
      table.financialYear,
      table.invoiceSequence,
    ),
    index('receipts_payment_idx').on(table.paymentId, table.issuedAt),
  ],
);

/** Who a tax invoice is from and for, as they stood when it was issued. */
export interface InvoiceParties {
  seller: { gstin: string; legalName: string; address: string; state: string };
  /** A state key of the domain's INDIAN_STATES. */
  placeOfSupply: string;
  buyerGstin: string | null;
  gstRatePercent: number;
}

/** The last tax invoice number issued in each financial year; its row lock keeps them gapless. */
export const invoiceCounters = pgTable('invoice_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

/** The last sequence number issued per receipt kind; its row lock makes numbering gapless. */
export const receiptCounters = pgTable('receipt_counters', {
  kind: receiptKindEnum('kind').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

export type ReceiptRow = typeof receipts.$inferSelect;
