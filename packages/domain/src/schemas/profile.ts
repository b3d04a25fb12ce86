import { z } from 'zod';
import { CATEGORIES, ROLES } from '../enums.ts';
import { LANGUAGES } from '../language.ts';
import { professionalFieldsSchema } from './professional-fields.ts';
import { boundedText, nullableText } from './text.ts';

/** Where a person's application to work as a professional stands. */
export const PROFESSIONAL_APPLICATION_STATUSES = [
  'none',
  'pending',
  'approved',
  'rejected',
] as const;
export type ProfessionalApplicationStatus = (typeof PROFESSIONAL_APPLICATION_STATUSES)[number];

/** GET /api/auth/user: the signed-in person, as every screen reads them. */
export const currentUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isApproved: z.boolean(),
  isEmailVerified: z.boolean(),
  professionalApplication: z.enum(PROFESSIONAL_APPLICATION_STATUSES),
  specialization: z.enum(CATEGORIES).nullable(),
  experience: z.number().int().nullable(),
  bio: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.string().nullable(),
  /** The language mails, notices, receipts and the web app use for this person. */
  preferredLanguage: z.enum(LANGUAGES),
  /** A URL the browser can load (served behind the upload access check), or null. */
  profileImageUrl: z.string().nullable(),
  /** A professional who must add a photo sees the warning banner until they do. */
  profilePhotoRequired: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  /**
   * GET /api/auth/user only: true in the session registration signed the person into, so the
   * dashboard greets a newcomer "Welcome" and everyone else "Welcome back".
   */
  firstSession: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The language a person chose for Salahkar ('en' or 'hi'). */
export const preferredLanguageSchema = z.enum(LANGUAGES, 'Please choose English or Hindi');

/** PUT /api/profile. `email` may be sent (the form holds it) but is ignored: it cannot be changed. */
export const profileUpdateSchema = z.object({
  firstName: boundedText('First name', 1, 50),
  lastName: boundedText('Last name', 1, 50),
  email: z.string().optional(),
  mobile: z
    .string()
    .trim()
    .regex(/^$|^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Please enter a valid mobile number')
    .nullish()
    .transform((value) => (value ? value : null)),
  address: nullableText('Address', 300),
  city: nullableText('City', 100),
  languages: nullableText('Languages', 200),
  preferredLanguage: preferredLanguageSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

/**
 * PUT /api/profile as the server reads it: only the fields sent are changed. The profile form
 * sends all of them (and the same rules apply to each); the language switch sends only
 * `{ preferredLanguage }`.
 */
export const profileUpdateRequestSchema = profileUpdateSchema.partial();
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>;

/** POST /api/users/role: a user applies to work as a professional (docs/product/rulings.md, R-29). */
export const becomeProfessionalSchema = professionalFieldsSchema({
  experienceYears: 1,
  bioCharacters: 50,
}).extend({ role: z.literal('professional') });
export type BecomeProfessionalInput = z.input<typeof becomeProfessionalSchema>;

/** POST /api/objects/upload: a signed, single-use, short-lived URL to PUT one image to. */
export const uploadUrlResponseSchema = z.object({
  uploadURL: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponseSchema>;

/** PUT {uploadURL}: where the stored photo can be loaded from (behind the upload access check). */
export const uploadedObjectResponseSchema = z.object({ objectPath: z.string() });
export type UploadedObjectResponse = z.infer<typeof uploadedObjectResponseSchema>;

/** PUT /api/profile/photo: the uploadURL the image was sent to (or the object path it answered). */
export const profilePhotoSchema = z.object({
  photoURL: z.string().trim().min(1, 'Photo URL is required').max(500),
});
export type ProfilePhotoInput = z.infer<typeof profilePhotoSchema>;
