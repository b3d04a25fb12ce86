import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { USER_DASHBOARD_TABS, type ConsultationStatus } from '@salahkar/domain';
import {
  createdAt,
  id,
  rupees,
  timestampTz,
  updatedAt,
  type StoredFile,
  reference,
} from './columns.ts';
import {
  categoryEnum,
  consultationStatusEnum,
  paymentStatusEnum,
  urgencyLevelEnum,
} from './enums.ts';
import { users } from './users.ts';

/** A user's request for advice, from posting through offers, payment, chat and completion. */
/**
 * `status in ('a', 'b')` with the statuses as literals, not bound parameters: a list and its
 * partial index share this SQL, and the planner can prove the index covers a query only when it
 * sees the values. They are the domain's own constants, never input.
 */
const statusIn = (status: AnyPgColumn, statuses: readonly ConsultationStatus[]) =>
  sql`${status} in (${sql.raw(statuses.map((name) => `'${name}'`).join(', '))})`;

/** Requests still collecting offers: the Available list and its partial index. */
export const seekingOffers = (status: AnyPgColumn) =>
  statusIn(status, [...USER_DASHBOARD_TABS.submitted, ...USER_DASHBOARD_TABS.withOffers]);

/** Cases being worked on (the user's Active tab): the professional's active lists and their index. */
export const beingWorkedOn = (status: AnyPgColumn) => statusIn(status, USER_DASHBOARD_TABS.active);

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
    userId: reference('user_id', () => users.id, 'cascade').notNull(),
    assignedTo: reference('assigned_to', () => users.id, 'set null'),
    files: jsonb('files').$type<StoredFile[]>().notNull().default([]),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    /** The gateway order and payment of the accepted offer (details in `payments`). */
    paymentOrderId: text('payment_order_id'),
    paymentId: text('payment_id'),
    closedAt: timestampTz('closed_at'),
    reopenRequestedAt: timestampTz('reopen_requested_at'),
    adminReviewedAt: timestampTz('admin_reviewed_at'),
    completedAt: timestampTz('completed_at'),
    complaintRaisedAt: timestampTz('complaint_raised_at'),
    complaintReason: text('complaint_reason'),
    complaintResolvedAt: timestampTz('complaint_resolved_at'),
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
      'consultations_complaint_has_reason',
      sql`${table.complaintRaisedAt} is null or ${table.complaintReason} is not null`,
    ),
    // A user's dashboard tabs, newest first, paged by (created_at, id) keyset.
    index('consultations_user_created_idx').on(table.userId, table.createdAt, table.id),
    index('consultations_user_status_idx').on(table.userId, table.status),
    // Admin lists and job scans by status (closed cases past the reopen window, …), and the admin
    // list of everything or of one category, newest first, paged by (created_at, id) keyset.
    index('consultations_status_created_idx').on(table.status, table.createdAt, table.id),
    index('consultations_created_idx').on(table.createdAt, table.id),
    index('consultations_category_created_idx').on(table.category, table.createdAt, table.id),
    // The admin's platform activity: completions, newest first.
    index('consultations_completed_at_idx')
      .on(table.completedAt)
      .where(sql`${table.completedAt} is not null`),
    // A professional's Available Options: requests of their field still seeking offers, newest
    // first. Partial, so the walk yields rows in page order and stops after the page.
    index('consultations_seeking_offers_idx')
      .on(table.category, table.createdAt, table.id)
      .where(seekingOffers(table.status)),
    // A professional's Active Consultations and Pending Actions, newest first.
    index('consultations_assigned_active_idx')
      .on(table.assignedTo, table.createdAt, table.id)
      .where(beingWorkedOn(table.status)),
    // A professional's completed cases and tile counts.
    index('consultations_assigned_status_idx').on(table.assignedTo, table.status),
    // The download check of a supporting document finds its request by file name (`files @> …`).
    index('consultations_files_idx').using('gin', table.files.op('jsonb_path_ops')),
    // Admin Queries tab: raised and not yet resolved, oldest first, paged by (raised_at, id).
    index('consultations_open_complaints_idx')
      .on(table.complaintRaisedAt, table.id)
      .where(sql`${table.complaintRaisedAt} is not null and ${table.complaintResolvedAt} is null`),
  ],
);

export type Consultation = typeof consultations.$inferSelect;
export type NewConsultation = typeof consultations.$inferInsert;
