import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, rupees, timestampTz, reference } from './columns.ts';
import { payoutStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** A professional's request to be paid their wallet balance, and the transfer that settles it. */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    professionalId: reference('professional_id', () => users.id, 'restrict').notNull(),
    amount: rupees('amount').notNull(),
    status: payoutStatusEnum('status').notNull().default('requested'),
    /** The bank's reference (UTR) of the transfer, recorded by the admin who sent it. */
    bankReference: text('bank_reference'),
    paidBy: reference('paid_by', () => users.id, 'set null'),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    paidAt: timestampTz('paid_at'),
  },
  (table) => [
    check('payouts_amount_positive', sql`${table.amount} > 0`),
    check(
      'payouts_paid_has_reference',
      sql`(${table.status} = 'paid') = (${table.bankReference} is not null and ${table.paidAt} is not null)`,
    ),
    index('payouts_professional_idx').on(table.professionalId, table.requestedAt),
    // The admin's payouts list walks these newest first by (requested_at, id), every payout or
    // one status, and stops after a page (docs/decisions/152-keyset-pagination.md).
    index('payouts_requested_idx').on(table.requestedAt, table.id),
    index('payouts_status_idx').on(table.status, table.requestedAt, table.id),
  ],
);

export type PayoutRow = typeof payouts.$inferSelect;
