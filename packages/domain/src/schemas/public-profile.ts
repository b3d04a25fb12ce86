import { z } from 'zod';
import { CATEGORIES } from '../enums.ts';
import { verificationSchema } from '../verification.ts';

// Public professional profiles (issue 29 §2, decision 215): what anyone, signed in or not, may
// read about an approved professional who keeps "Show my profile publicly" on. Only what the
// professional typed for clients and what the platform measured; never an email, phone, address
// or licence number.

/** The path of a profile page: `/professionals/<name>-<key>` (English; Hindi under `/hi`). */
export const PUBLIC_PROFILE_PREFIX = '/professionals/';

/** A profile address's slug: up to 60 characters of lower-case words, then the ten-character key. */
export const publicProfileSlugSchema = z
  .string()
  .max(100)
  .regex(/^(?:[a-z0-9]+-)*[0-9a-f]{10}$/, 'Not a profile address');

/**
 * The slug of a profile: the name in lower-case ASCII words (dropped when none are left, e.g. a
 * name in Devanagari only), then the stable key. The key alone finds the profile; a slug whose
 * words differ (the name changed) is redirected to the current one.
 */
export function publicProfileSlug(name: { firstName: string; lastName: string }, key: string) {
  const words = `${name.firstName} ${name.lastName}`
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  // At most 60 characters of words, whole words only (a router matches a segment of up to 100).
  const kept: string[] = [];
  for (const word of words) {
    if ([...kept, word].join('-').length > 60) break;
    kept.push(word);
  }
  return [...kept, key].join('-');
}

/** The key a slug ends with. */
export function publicProfileKeyOf(slug: string): string {
  return slug.slice(-10);
}

/** A consented review as a profile shows it: the author's first name and city only. */
const publicProfileReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  firstName: z.string(),
  city: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});

/** GET /api/professionals/{slug}: one public profile. */
export const publicProfileSchema = z.object({
  slug: z.string(),
  /** The English page's path; the Hindi page is `/hi` before it. */
  path: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The profile photo's public address, or null without one. */
  photoUrl: z.string().nullable(),
  /** The professional's field. */
  specialization: z.enum(CATEGORIES),
  experience: z.number().int().nullable(),
  bio: z.string().nullable(),
  city: z.string().nullable(),
  languages: z.string().nullable(),
  /** When an admin approved them (UTC); what was checked, by the verification facts. */
  approvedAt: z.iso.datetime({ offset: true }).nullable(),
  verification: verificationSchema,
  /** Average of all reviews to one decimal, or null for 'New'; the count of all reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The newest reviews whose authors agreed to show them. */
  reviews: z.array(publicProfileReviewSchema),
  /**
   * The median time from a request's posting to this professional's offer on it, over their
   * offers of the last FIRST_OFFER_WINDOW_DAYS days; null without any.
   */
  firstOffer: z.object({ medianMinutes: z.number().int(), offers: z.number().int() }).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** GET/PUT /api/profile/public: the professional's own switch and, when live, the address. */
export const publicProfileSettingSchema = z.object({
  showPublicProfile: z.boolean(),
  /** The profile's English path while anyone can open it (approved, not suspended, shown). */
  path: z.string().nullable(),
});
export type PublicProfileSetting = z.infer<typeof publicProfileSettingSchema>;

export const publicProfileSettingUpdateSchema = z.object({
  showPublicProfile: z.boolean('Choose whether to show your profile'),
});
