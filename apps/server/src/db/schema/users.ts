import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { LANGUAGES, type VerificationCheck } from '@salahkar/domain';
import { createdAt, id, timestampTz, updatedAt, type StoredFile, reference } from './columns.ts';
import { categoryEnum, roleEnum } from './enums.ts';

/**
 * Everyone who signs in: users (clients), professionals and admins.
 *
 * Differences from the spec's field list, on purpose:
 * - One-time codes and reset tokens live in `email_otps` and `password_reset_tokens`, hashed and
 *   with attempt counts, instead of plain columns here.
 * - There is no walletBalance column. A professional's balance is the sum of their
 *   `professional_wallet` entries in `ledger_entries` (docs/product/rulings.md: balances
 * derive from the   ledger); a second copy could drift from it, and the sum is one indexed query.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lower-cased (a check enforces it), so lookups and uniqueness ignore case. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    mobile: text('mobile'),
    /**
     * A mobile number proven by an SMS code (E.164, e.g. +919812345678): signs in, receives SMS
     * and WhatsApp notices. Unique among accounts; set only once verified (decision 190).
     */
    phone: text('phone').unique(),
    phoneVerifiedAt: timestampTz('phone_verified_at'),
    address: text('address'),
    city: text('city'),
    /** Free text, e.g. 'Hindi, English, Marathi'. */
    languages: text('languages'),
    /**
     * The language Salahkar speaks to this person in: mails, notices, receipts and the web app
     * (packages/domain/src/language.ts). Set at registration from the page they registered on.
     */
    preferredLanguage: text('preferred_language', { enum: LANGUAGES }).notNull().default('en'),
    role: roleEnum('role').notNull().default('user'),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),

    // Professional profile and application. A professional with isApproved false is pending
    // review unless rejectedAt is set.
    specialization: categoryEnum('specialization'),
    experience: integer('experience'),
    bio: text('bio'),
    licenseNumber: text('license_number'),
    credentialDocuments: jsonb('credential_documents').$type<StoredFile[]>().notNull().default([]),
    isApproved: boolean('is_approved').notNull().default(false),
    professionalAppliedAt: timestampTz('professional_applied_at'),
    approvedAt: timestampTz('approved_at'),
    rejectedAt: timestampTz('rejected_at'),
    /**
     * What an admin checked when approving (decision 216): set together by an approval whose
     * checklist was confirmed; null for professionals approved without it, who are not called
     * verified anywhere. `verifiedBy` is the acting admin.
     */
    verifiedAt: timestampTz('verified_at'),
    verifiedBy: reference('verified_by', (): AnyPgColumn => users.id, 'set null'),
    verificationChecks: jsonb('verification_checks').$type<VerificationCheck[]>(),
    /**
     * The stable part of the public profile's address, `/professionals/<name>-<publicKey>`
     * (decision 215): ten hex characters drawn once by the column's default.
     */
    publicKey: text('public_key')
      .notNull()
      .unique()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    /** The professional's "Show my profile publicly" switch (decision 215); on by default. */
    showPublicProfile: boolean('show_public_profile').notNull().default(true),
    /** Set by an admin when a professional must add a profile photo before working. */
    profilePhotoRequired: boolean('profile_photo_required').notNull().default(false),

    isSuspended: boolean('is_suspended').notNull().default(false),
    suspendedAt: timestampTz('suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_email_lower_case', sql`${table.email} = lower(${table.email})`),
    check('users_preferred_language', sql`${table.preferredLanguage} in ('en', 'hi')`),
    check('users_experience_range', sql`${table.experience} between 0 and 80`),
    check('users_public_key_shape', sql`${table.publicKey} ~ '^[0-9a-f]{10}$'`),
    check(
      'users_verification_complete',
      sql`(${table.verifiedAt} is null) = (${table.verificationChecks} is null)`,
    ),
    // Admin lists: professionals pending approval, approved professionals of a field, all users.
    index('users_role_approval_idx').on(table.role, table.isApproved, table.createdAt),
    index('users_specialization_idx').on(table.specialization, table.role, table.isApproved),
    // The admin people list, newest first, paged by (created_at, id) keyset: everyone, or one role.
    index('users_created_at_idx').on(table.createdAt, table.id),
    index('users_role_created_idx').on(table.role, table.createdAt, table.id),
    // The admin's platform activity: applications made from a client account, newest first.
    index('users_professional_applied_idx')
      .on(table.professionalAppliedAt)
      .where(sql`${table.professionalAppliedAt} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
