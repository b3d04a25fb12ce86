import { index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, rupees, timestampTz } from './columns.ts';
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
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id')
      .unique()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    amount: rupees('amount').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
  },
  (table) => [
    unique('receipts_kind_sequence_unique').on(table.kind, table.sequence),
    index('receipts_payment_idx').on(table.paymentId, table.issuedAt),
  ],
);

/** The last sequence number issued per receipt kind; its row lock makes numbering gapless. */
export const receiptCounters = pgTable('receipt_counters', {
  kind: receiptKindEnum('kind').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

export type ReceiptRow = typeof receipts.$inferSelect;
