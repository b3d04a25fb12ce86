import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from './columns.ts';
import { mailStatusEnum } from './enums.ts';

/** What a queued mail is about: for the operator's eye and for superseding, never for routing. */
export const MAIL_KINDS = [
  'welcome',
  'application_received',
  'approval_decision',
  'password_reset',
  'offer_received',
  'payment_captured',
  'case_resolved',
  'contact',
  'account_suspended',
  'registration_attempt',
  // A registration code (issue 31: queued, no longer sent directly).
  'verification_code',
  // Notices a person can switch off (decision 190): a text column, no migration.
  'new_request',
  'missed_call',
  'refund_completed',
  'payout_paid',
  // Money confirmations, always sent (issue 29).
  'payment_received',
  'refund_initiated',
  'payout_requested',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Mail waiting to leave, written in the transaction of the change that causes it and delivered
 * by a job (decision 093). The body is kept only while the mail may still be sent: it can hold a
 * live link (a password reset), so it is cleared once the mail is sent, failed or superseded.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    replyTo: text('reply_to'),
    kind: text('kind').$type<MailKind>().notNull(),
    /** Makes queuing idempotent: a second mail with the same key is not queued. */
    dedupeKey: text('dedupe_key'),
    status: mailStatusEnum('status').notNull().default('pending'),
    /** Tries so far, counted when a delivery pass claims the mail. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * When the mail is next due: its next try while pending, the end of its claim while sending
     * (a pass that died mid-send leaves it due again then).
     */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /** Why the last try failed, in the mail server's words (addresses masked). */
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (table) => [
    check('mail_outbox_attempts_not_negative', sql`${table.attempts} >= 0`),
    uniqueIndex('mail_outbox_dedupe_key_unique')
      .on(table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
    // The delivery pass's claim: an index scan over what is still to go.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    // Superseding an unsent mail to one address.
    index('mail_outbox_pending_to_idx')
      .on(table.to, table.kind)
      .where(sql`${table.status} = 'pending'`),
    // The stuck count of the admin overview, and clearing old rows.
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

export type QueuedMail = typeof mailOutbox.$inferSelect;
