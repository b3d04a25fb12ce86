import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationSettings, ReachKind } from '@salahkar/domain';
import { createdAt, id, timestampTz, updatedAt, reference } from './columns.ts';
import { mailStatusEnum } from './enums.ts';
import { users } from './users.ts';

// Reaching people outside an open tab (decision 190): the devices that receive web pushes, what
// each person wants to receive where, and the outbox of pushes, SMS and WhatsApp messages, which
// works like the mail outbox (decision 093): written in the change's transaction, delivered after
// commit by a pass that claims rows under FOR UPDATE SKIP LOCKED.

/** A browser's push subscription: one row per device (its endpoint), owned by one person. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: reference('user_id', () => users.id, 'cascade').notNull(),
    /** The push service's URL for this device; unique: a device signed in as someone else moves. */
    endpoint: text('endpoint').notNull().unique(),
    /** base64url P-256 public key and auth secret of the subscription (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** A person's choices of what reaches them where; no row means the defaults (all on). */
export const notificationSettings = pgTable('notification_settings', {
  userId: reference('user_id', () => users.id, 'cascade').primaryKey(),
  settings: jsonb('settings').$type<NotificationSettings>().notNull(),
  updatedAt: updatedAt(),
});

export const REACH_OUTBOX_CHANNELS = ['push', 'sms', 'whatsapp'] as const;
export type ReachOutboxChannel = (typeof REACH_OUTBOX_CHANNELS)[number];

/**
 * Pushes, SMS and WhatsApp messages waiting to leave. `payload` is what the channel's sender
 * needs (a push's JSON, an SMS's text and template, a WhatsApp template and its parameters); it
 * is cleared once the row is sent, failed or superseded, because it can hold a one-time code.
 */
export const reachOutbox = pgTable(
  'reach_outbox',
  {
    id: id(),
    channel: text('channel', { enum: REACH_OUTBOX_CHANNELS }).notNull(),
    /** Whose it is; null for a code sent to a number that has no account yet. */
    userId: reference('user_id', () => users.id, 'cascade'),
    /** The device for a push; cascades, so a removed subscription leaves nothing to send. */
    pushSubscriptionId: reference('push_subscription_id', () => pushSubscriptions.id, 'cascade'),
    /** The E.164 number for SMS and WhatsApp. */
    phone: text('phone'),
    /** What it is about: a ReachKind, or 'phone_code' for a sign-in or verification code. */
    kind: text('kind').$type<ReachKind | 'phone_code'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** Makes queuing idempotent: a second row with the same key is not queued. */
    dedupeKey: text('dedupe_key'),
    status: mailStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Next try while pending; the end of the claim while sending. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    /** A row not sent by then is dropped (a call's ring, a code's expiry). */
    expiresAt: timestampTz('expires_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
  },
  (table) => [
    check('reach_outbox_attempts_not_negative', sql`${table.attempts} >= 0`),
    check(
      'reach_outbox_target',
      sql`(${table.channel} = 'push') = (${table.pushSubscriptionId} is not null) and (${table.channel} = 'push' or ${table.phone} is not null)`,
    ),
    uniqueIndex('reach_outbox_dedupe_key_unique')
      .on(table.dedupeKey)
      .where(sql`${table.dedupeKey} is not null`),
    index('reach_outbox_due_idx')
      .on(table.channel, table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index('reach_outbox_created_idx').on(table.createdAt),
  ],
);

export const PHONE_CODE_PURPOSES = ['verify', 'login'] as const;
export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

/** One-time codes sent by SMS: to verify a number on a profile, or to sign in with it. Hashed. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    /** E.164, e.g. +919812345678. */
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: PHONE_CODE_PURPOSES }).notNull(),
    /** The person adding the number (verify), or the number's owner (login) when there is one. */
    userId: reference('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestampTz('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('phone_codes_attempts_not_negative', sql`${table.attempts} >= 0`),
    index('phone_codes_phone_idx').on(table.phone, table.purpose, table.createdAt),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type QueuedReach = typeof reachOutbox.$inferSelect;
export type PhoneCode = typeof phoneCodes.$inferSelect;
