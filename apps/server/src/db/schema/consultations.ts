import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, rupees, timestampTz, updatedAt } from './columns.ts';
import {
  categoryEnum,
  consultationStatusEnum,
  paymentStatusEnum,
  urgencyLevelEnum,
} from './enums.ts';
import type { StoredFile } from './stored-file.ts';
import { users } from './users.ts';

/** A user's request for advice, from posting through offers, payment, chat and completion. */
export const consultations = pgTable(
  'consultations',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: categoryEnum('category').notNull(),
    /** The specialization's name at the time of posting (kept even if the catalog changes). */
    subcategory: text('subcategory').notNull(),
    status: consultationStatusEnum('status').notNull().default('open'),
    urgencyLevel: urgencyLevelEnum('urgency_level').notNull().default('normal'),
    /** The fee range the server computed for this request; offers must lie within it. */
    baseFeeAmount: rupees('base_fee_amount').notNull(),
    maxFeeAmount: rupees('max_fee_amount').notNull(),
    /** The accepted offer's amount. */
    finalAmount: rupees('final_amount'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    /** The gateway order and payment of the accepted offer (details in `payments`). */
    paymentOrderId: text('payment_order_id'),
    paymentId: text('payment_id'),
    closedAt: timestampTz('closed_at'),
    reopenRequestedAt: timestampTz('reopen_requested_at'),
    adminReviewedAt: timestampTz('admin_reviewed_at'),
    completedAt: timestampTz('completed_at'),
    queryRaisedAt: timestampTz('query_raised_at'),
    queryReason: text('query_reason'),
    queryResolvedAt: timestampTz('query_resolved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'consultations_fee_range',
      sql`${table.baseFeeAmount} > 0 and ${table.maxFeeAmount} >= ${table.baseFeeAmount}`,
    ),
    check('consultations_final_amount_positive', sql`${table.finalAmount} > 0`),
    check(
      'consultations_query_has_reason',
      sql`${table.queryRaisedAt} is null or ${table.queryReason} is not null`,
    ),
    // A user's dashboard tabs, newest first.
    index('consultations_user_created_idx').on(table.userId, table.createdAt),
    index('consultations_user_status_idx').on(table.userId, table.status),
    // Admin lists and job scans by status (closed cases past the reopen window, …).
    index('consultations_status_created_idx').on(table.status, table.createdAt),
    // A professional's available cases: open requests of their field, newest first.
    index('consultations_category_status_created_idx').on(
      table.category,
      table.status,
      table.createdAt,
    ),
    // A professional's active and completed cases.
    index('consultations_assigned_status_idx').on(table.assignedTo, table.status),
    // The download check of a supporting document finds its request by file name (`files @> …`).
    index('consultations_files_idx').using('gin', table.files.op('jsonb_path_ops')),
    // Admin Queries tab: raised and not yet resolved.
    index('consultations_open_queries_idx')
      .on(table.queryRaisedAt)
      .where(sql`${table.queryRaisedAt} is not null and ${table.queryResolvedAt} is null`),
  ],
);

export type Consultation = typeof consultations.$inferSelect;
export type NewConsultation = typeof consultations.$inferInsert;
