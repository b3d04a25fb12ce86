import { and, eq, gt, sql } from 'drizzle-orm';
import {
  FIRST_OFFER_WINDOW_DAYS,
  PUBLIC_PROFILE_PREFIX,
  publicProfileKeyOf,
  publicProfileSlug,
  publicProfileSlugSchema,
  verificationOf,
  type Category,
  type PublicProfile,
  type PublicProfileSetting,
} from '@salahkar/domain';
import type { StoredObject } from '../../adapters/storage/file-storage.ts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { isWorkingProfessional } from '../../db/people.ts';
import { consultations, professionalOffers, storedFiles, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { listShownReviews } from '../reviews/shown-reviews.ts';
import { ratingOf } from '../users/professional-ratings.ts';

// Public professional profiles (decision 215). A profile exists for an approved, not suspended
// professional with a field who keeps "Show my profile publicly" on; for anyone else, and for
// any address that is not a profile's, the answer is the same 404. What leaves the server is
// listed column by column below: never the email, phone, mobile, address or licence number.

const DAY_MS = 24 * 60 * 60 * 1000;
const PHOTO_PATH = /^\/api\/uploads\/([^/]+)$/;

/** Who may have a public profile, whatever else is asked. */
const isShown = and(
  isWorkingProfessional,
  eq(users.showPublicProfile, true),
  sql`${users.specialization} is not null`,
);

const SHOWN_COLUMNS = {
  id: users.id,
  publicKey: users.publicKey,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  specialization: users.specialization,
  experience: users.experience,
  bio: users.bio,
  city: users.city,
  languages: users.languages,
  approvedAt: users.approvedAt,
  verifiedAt: users.verifiedAt,
  verificationChecks: users.verificationChecks,
};

const selectShown = (db: Queryable, key: string) =>
  db
    .select(SHOWN_COLUMNS)
    .from(users)
    .where(and(eq(users.publicKey, key), isShown));

type ShownProfessional = Awaited<ReturnType<typeof selectShown>>[number];

async function findShownProfessional(
  db: Queryable,
  slug: string,
): Promise<ShownProfessional | undefined> {
  if (!publicProfileSlugSchema.safeParse(slug).success) return undefined;
  const [row] = await selectShown(db, publicProfileKeyOf(slug));
  return row;
}

const slugOf = (row: { firstName: string; lastName: string; publicKey: string }) =>
  publicProfileSlug(row, row.publicKey);

/** The English path of a profile page. */
export const publicProfilePathOf = (slug: string) => `${PUBLIC_PROFILE_PREFIX}${slug}`;

/**
 * The public profile a slug names (its key; the name words may be stale, the answer's `slug` is
 * the current one), or a 404 PUBLIC_PROFILE_NOT_FOUND for anything else.
 */
export async function loadPublicProfile(
  db: Queryable,
  slug: string,
  now = new Date(),
): Promise<PublicProfile> {
  const row = await findShownProfessional(db, slug);
  if (!row) throw notFound('PUBLIC_PROFILE_NOT_FOUND');
  const id = row.id;
  const current = slugOf(row);
  const [rating, shownReviews, firstOffer] = await Promise.all([
    ratingOf(db, id),
    listShownReviews(db, { professionalId: id }),
    medianTimeToOffer(db, id, new Date(now.getTime() - FIRST_OFFER_WINDOW_DAYS * DAY_MS)),
  ]);
  return {
    slug: current,
    path: publicProfilePathOf(current),
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    photoUrl: row.profileImageUrl?.match(PHOTO_PATH) ? `/api/professionals/${current}/photo` : null,
    specialization: row.specialization as Category,
    experience: row.experience,
    bio: row.bio?.trim() || null,
    city: row.city?.trim() || null,
    languages: row.languages?.trim() || null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    verification: verificationOf(row.verifiedAt, row.verificationChecks),
    rating: rating.rating,
    reviewCount: rating.reviewCount,
    // The profile is one professional's: the field of each case goes without saying.
    reviews: shownReviews.map(({ category: _category, ...review }) => review),
    firstOffer,
  };
}

/**
 * The median, in whole minutes, of (this professional's offer − the request's posting) over their
 * offers made since `since`; null without any.
 */
async function medianTimeToOffer(
  db: Queryable,
  professionalId: string,
  since: Date,
): Promise<PublicProfile['firstOffer']> {
  const [row] = await db
    .select({
      medianSeconds: sql<
        number | string | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${professionalOffers.createdAt} - ${consultations.createdAt}))`,
      offers: sql<number>`count(*)::int`,
    })
    .from(professionalOffers)
    .innerJoin(consultations, eq(consultations.id, professionalOffers.consultationId))
    .where(
      and(
        eq(professionalOffers.professionalId, professionalId),
        gt(professionalOffers.createdAt, since),
      ),
    );
  if (!row || row.medianSeconds === null || Number(row.offers) === 0) return null;
  return {
    medianMinutes: Math.max(0, Math.round(Number(row.medianSeconds) / 60)),
    offers: Number(row.offers),
  };
}

/** The stored profile photo of a shown profile, or a 404 for anything else. */
export async function openPublicPhoto(
  ctx: AppContext,
  slug: string,
): Promise<{ mimeType: string; object: StoredObject }> {
  const missing = () => notFound('PUBLIC_PROFILE_NOT_FOUND');
  const row = await findShownProfessional(ctx.db, slug);
  const name = row?.profileImageUrl?.match(PHOTO_PATH)?.[1];
  if (!row || !name) throw missing();
  const [file] = await ctx.db
    .select({ mimeType: storedFiles.mimeType })
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.name, name),
        eq(storedFiles.ownerId, row.id),
        eq(storedFiles.kind, 'profilePhoto'),
      ),
    );
  if (!file) throw missing();
  const object = await ctx.storage.get(name);
  if (!object) throw missing();
  return { mimeType: file.mimeType, object };
}

/** Every shown profile's slug, for the sitemap (newest approval last, a stable order). */
export async function listPublicProfileSlugs(db: Queryable, limit = 10_000): Promise<string[]> {
  const rows = await db
    .select({ firstName: users.firstName, lastName: users.lastName, publicKey: users.publicKey })
    .from(users)
    .where(isShown)
    .orderBy(users.approvedAt, users.id)
    .limit(limit);
  return rows.map(slugOf);
}

/** The professional's own switch, and the address while the profile is live. */
export async function readPublicProfileSetting(
  db: Queryable,
  userId: string,
): Promise<PublicProfileSetting> {
  const [user] = await db
    .select({
      showPublicProfile: users.showPublicProfile,
      shown: sql<boolean>`coalesce(${isShown!}, false)`,
      firstName: users.firstName,
      lastName: users.lastName,
      publicKey: users.publicKey,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('ACCOUNT_NOT_FOUND');
  return {
    showPublicProfile: user.showPublicProfile,
    path: user.shown ? publicProfilePathOf(slugOf(user)) : null,
  };
}

/** Turns "Show my profile publicly" on or off. */
export async function updatePublicProfileSetting(
  db: Queryable,
  userId: string,
  showPublicProfile: boolean,
): Promise<PublicProfileSetting> {
  await db.update(users).set({ showPublicProfile }).where(eq(users.id, userId));
  return readPublicProfileSetting(db, userId);
}
