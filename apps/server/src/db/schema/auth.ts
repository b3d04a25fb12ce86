import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, reference } from './columns.ts';
import { users } from './users.ts';

/** Server-side sessions, keyed by the id in the session cookie. */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    sess: jsonb('sess').$type<Record<string, unknown>>().notNull(),
    expire: timestampTz('expire').notNull(),
    /** Whose session it is, so a password reset or suspension can end all of them at once. */
    userId: reference('user_id', () => users.id, 'cascade'),
  },
  (table) => [
    index('sessions_expire_idx').on(table.expire),
    index('sessions_user_id_idx').on(table.userId),
  ],
);

/** One-time codes mailed to prove an email address (registration). Only a hash is kept. */
export const emailOtps = pgTable(
  'email_otps',
  {
    id: id(),
    /** Lower-cased, like users.email; there may be no user yet. */
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    /** Wrong guesses so far; the code is spent after OTP_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestampTz('consumed_at'),
    lastSentAt: timestampTz('last_sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    check('email_otps_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('email_otps_attempts_not_negative', sql`${table.attempts} >= 0`),
    index('email_otps_email_idx').on(table.email, table.createdAt),
  ],
);

/** Password reset links. The token itself is only in the mail; a hash is stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: reference('user_id', () => users.id, 'cascade').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
);

export type Session = typeof sessions.$inferSelect;
export type EmailOtp = typeof emailOtps.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
