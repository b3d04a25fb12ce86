import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, rupees, timestampTz, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { refundStatusEnum } from './enums.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * Money going back to a user. Booked (ledger, payments.refunded_amount) in the transaction that
 * decides it, then sent to the gateway with this row's id as the idempotency key, retried by a job
 * until the gateway accepts it, so a crash between the two never loses or doubles a refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: reference('payment_id', () => payments.id, 'restrict').notNull(),
    consultationId: reference('consultation_id', () => consultations.id, 'restrict').notNull(),
    amount: rupees('amount').notNull(),
    /** One of pricing.ts's REFUND_REASONS. */
    reason: text('reason').notNull(),
    note: text('note'),
    status: refundStatusEnum('status').notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id').unique(),
    /** Who decided it: the user who cancelled, the professional who withdrew, an admin. */
    requestedBy: reference('requested_by', () => users.id, 'set null'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    processedAt: timestampTz('processed_at'),
  },
  (table) => [
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    index('refunds_payment_idx').on(table.paymentId, table.createdAt),
    // The admin's platform activity: refunds, newest first.
    index('refunds_created_idx').on(table.createdAt),
    index('refunds_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;
