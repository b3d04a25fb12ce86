import type pg from 'pg';
import {
  PUBLIC_PROFILE_PREFIX,
  publicProfileSlug,
  verificationOf,
  type VerificationCheck,
} from '@salahkar/domain';
import type { FloorViewer } from './floor-consultations.ts';
import {
  afterCursor,
  cappedCount,
  cheapTotal,
  CURSOR_TIME,
  pageOf,
  skippedRows,
  sliceOf,
  type PageParams,
} from './floor-keyset.ts';
import { preparedRowsOf } from './floor-sql.ts';

// The floor's offer lists: one query for the offers with their professionals (and requests), one
// grouped query for the professionals' ratings, as the real server does; both as named
// statements taking their ids as one array, as the server's are.

interface OfferRow {
  id: string;
  consultationId: string;
  professionalId: string;
  offerAmount: string;
  message: string | null;
  status: string;
  createdAt: Date;
  proId: string;
  proFirstName: string;
  proLastName: string;
  proSpecialization: string | null;
  proExperience: number | null;
  proBio: string | null;
  proProfileImageUrl: string | null;
  proCity: string | null;
  proLanguages: string | null;
  proRole: string;
  proIsApproved: boolean;
  proVerifiedAt: Date | null;
  proVerificationChecks: VerificationCheck[] | null;
  proIsSuspended: boolean;
  proShowPublicProfile: boolean;
  proPublicKey: string;
  cId: string;
  cTitle: string;
  cDescription: string;
  cCategory: string;
  cSubcategory: string;
  cUrgencyLevel: string;
  cBaseFeeAmount: string;
  cMaxFeeAmount: string;
  cStatus: string;
}

const OFFER_VIEW = `select "professional_offers"."id", "professional_offers"."consultation_id" as "consultationId",
    "professional_offers"."professional_id" as "professionalId", "professional_offers"."offer_amount" as "offerAmount",
    "professional_offers"."message", "professional_offers"."status", "professional_offers"."accepted_at",
    "professional_offers"."declined_at", "professional_offers"."withdrawn_at",
    "professional_offers"."created_at" as "createdAt", "professional_offers"."updated_at",
    "users"."id" as "proId", "users"."first_name" as "proFirstName", "users"."last_name" as "proLastName",
    "users"."specialization" as "proSpecialization", "users"."experience" as "proExperience",
    "users"."bio" as "proBio", "users"."profile_image_url" as "proProfileImageUrl",
    "users"."city" as "proCity", "users"."languages" as "proLanguages",
    "users"."role" as "proRole", "users"."is_approved" as "proIsApproved",
    "users"."verified_at" as "proVerifiedAt", "users"."verification_checks" as "proVerificationChecks",
    "users"."is_suspended" as "proIsSuspended", "users"."show_public_profile" as "proShowPublicProfile",
    "users"."public_key" as "proPublicKey",
    "consultations"."id" as "cId", "consultations"."title" as "cTitle",
    "consultations"."description" as "cDescription", "consultations"."category" as "cCategory",
    "consultations"."subcategory" as "cSubcategory", "consultations"."urgency_level" as "cUrgencyLevel",
    "consultations"."base_fee_amount" as "cBaseFeeAmount", "consultations"."max_fee_amount" as "cMaxFeeAmount",
    "consultations"."status" as "cStatus"
  from "professional_offers"
  inner join "users" on "users"."id" = "professional_offers"."professional_id"
  inner join "consultations" on "consultations"."id" = "professional_offers"."consultation_id"`;

/** The live offers (pending or accepted) on these consultations, cheapest first. */
export async function liveOffersOf(pool: pg.Pool, consultationIds: string[]) {
  if (consultationIds.length === 0) return [];
  const rows = await preparedRowsOf<OfferRow>(
    pool,
    `${OFFER_VIEW} where ("professional_offers"."consultation_id" = any($1::uuid[]) and "professional_offers"."status" in ($2, $3))
     order by "professional_offers"."offer_amount" asc, "professional_offers"."created_at" asc`,
    [consultationIds, 'pending', 'accepted'],
  );
  return presentOffers(pool, rows, false);
}

/**
 * GET /api/professional/offers: a keyset page of the professional's own offer ids, then those
 * offers with their requests, newest first, then the capped total.
 */
export async function ownOffers(pool: pg.Pool, viewer: FloorViewer, page: PageParams) {
  const keyset = afterCursor(page, 2, 'professional_offers');
  const where = `"professional_offers"."professional_id" = $1`;
  const values = [viewer.id, ...keyset.values];
  const next = values.length + 1;
  const found = await preparedRowsOf<{ id: string; cursorAt: string }>(
    pool,
    `select "id", ${CURSOR_TIME} as "cursorAt" from "professional_offers"
     where ${keyset.sql ? `(${where} and ${keyset.sql})` : where}
     order by "professional_offers"."created_at" desc, "professional_offers"."id" desc
     limit $${next} offset $${next + 1}`,
    [...values, page.pageSize + 1, skippedRows(page)],
  );
  const slice = sliceOf(found, page);
  const ids = slice.rows.map((offer) => offer.id);
  const items =
    ids.length === 0
      ? []
      : await presentOffers(
          pool,
          await preparedRowsOf<OfferRow>(
            pool,
            `${OFFER_VIEW} where "professional_offers"."id" = any($1::uuid[])
             order by "professional_offers"."created_at" desc, "professional_offers"."id" desc`,
            [ids],
          ),
          true,
        );
  const total = await cheapTotal(page, slice, () =>
    cappedCount(pool, `"professional_offers" where ${where}`, [viewer.id]),
  );
  return pageOf(items, page, total, slice);
}

async function presentOffers(pool: pg.Pool, rows: OfferRow[], withConsultation: boolean) {
  const ratings = await ratingsOf(
    pool,
    rows.map((row) => row.proId),
  );
  return rows.map((row) => ({
    id: row.id,
    consultationId: row.consultationId,
    professionalId: row.professionalId,
    offerAmount: row.offerAmount,
    message: row.message,
    status: row.status,
    isAccepted: row.status === 'accepted',
    createdAt: row.createdAt.toISOString(),
    professional: {
      id: row.proId,
      firstName: row.proFirstName,
      lastName: row.proLastName,
      specialization: row.proSpecialization,
      experience: row.proExperience,
      bio: row.proBio,
      profileImageUrl: row.proProfileImageUrl,
      city: row.proCity,
      languages: row.proLanguages,
      ...(ratings.get(row.proId) ?? { rating: null, reviewCount: 0 }),
      ...verificationFacts(row),
    },
    ...(withConsultation
      ? {
          consultation: {
            id: row.cId,
            title: row.cTitle,
            description: row.cDescription,
            category: row.cCategory,
            subcategory: row.cSubcategory,
            status: row.cStatus,
            urgencyLevel: row.cUrgencyLevel,
            baseFeeAmount: row.cBaseFeeAmount,
            maxFeeAmount: row.cMaxFeeAmount,
          },
        }
      : {}),
  }));
}

async function ratingsOf(pool: pg.Pool, professionalIds: string[]) {
  const ratings = new Map<string, { rating: number; reviewCount: number }>();
  const ids = [...new Set(professionalIds)];
  if (ids.length === 0) return ratings;
  const rows = await preparedRowsOf<{
    professionalId: string;
    reviewCount: number;
    ratingTenths: number;
  }>(
    pool,
    `select "professional_id" as "professionalId", "review_count" as "reviewCount",
       round("rating_sum"::numeric * 10 / "review_count")::int as "ratingTenths"
     from "professional_review_totals"
     where "professional_id" = any($1::uuid[]) and "review_count" > 0`,
    [ids],
  );
  for (const row of rows) {
    ratings.set(row.professionalId, {
      rating: row.ratingTenths / 10,
      reviewCount: row.reviewCount,
    });
  }
  return ratings;
}

/** The same verification facts as the server's offer presenter (decision 216). */
function verificationFacts(row: OfferRow) {
  const verification = verificationOf(row.proVerifiedAt, row.proVerificationChecks);
  const approved = row.proRole === 'professional' && row.proIsApproved;
  return {
    isVerified: approved && verification.verified,
    verification,
    publicProfilePath:
      approved && !row.proIsSuspended && row.proShowPublicProfile && row.proSpecialization
        ? `${PUBLIC_PROFILE_PREFIX}${publicProfileSlug(
            { firstName: row.proFirstName, lastName: row.proLastName },
            row.proPublicKey,
          )}`
        : null,
  };
}
