import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { ledgerAccountEnum } from './enums.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * The double-entry ledger: every money movement is one transaction of two or more entries whose
 * signed amounts (debit positive, credit negative) sum to zero. Balances are sums over an account.
 * Append-only and balanced, both enforced by triggers in the migrations: a correction is a new
 * transaction, never an edit.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    /** Groups the entries of one movement (capture, release, refund). */
    transactionId: uuid('transaction_id').notNull(),
    account: ledgerAccountEnum('account').notNull(),
    /** The professional whose wallet this is; only for `professional_wallet`. */
    ownerId: reference('owner_id', () => users.id, 'restrict'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    consultationId: reference('consultation_id', () => consultations.id, 'restrict'),
    paymentId: reference('payment_id', () => payments.id, 'restrict'),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    check(
      'ledger_entries_wallet_has_owner',
      sql`(${table.account} = 'professional_wallet') = (${table.ownerId} is not null)`,
    ),
    index('ledger_entries_account_owner_idx').on(table.account, table.ownerId, table.createdAt),
    index('ledger_entries_transaction_idx').on(table.transactionId),
    index('ledger_entries_consultation_idx').on(table.consultationId),
    index('ledger_entries_payment_idx').on(table.paymentId),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
