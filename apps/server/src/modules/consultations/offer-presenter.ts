import { eq, type SQL } from 'drizzle-orm';
import {
  PUBLIC_PROFILE_PREFIX,
  publicProfileSlug,
  verificationOf,
  type Offer,
} from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { consultations, professionalOffers, users } from '../../db/schema/index.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { NO_RATING, ratingsOf } from '../users/professional-ratings.ts';

export interface OfferQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit?: number;
  offset?: number;
  /** Nest the request each offer answers (a professional's own offers). */
  withConsultation?: boolean;
}

/**
 * Offers as people compare them (offerSchema): each with its professional's public profile and
 * rating from reviews. One query for the offers with their professionals and requests, one
 * grouped query for all the ratings: never a query per offer.
 */
export async function findOfferViews(db: Queryable, query: OfferQuery): Promise<Offer[]> {
  let select = offerViewsSelect(db, query).$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit);
  if (query.offset !== undefined) select = select.offset(query.offset);
  return presentOfferRows(db, await select, query.withConsultation);
}

/**
 * findOfferViews for a list read on every visit, prepared under `name` (see
 * db/prepared.ts): `query.where` uses placeholders whose values are `values`.
 */
export async function findPreparedOfferViews(
  db: Queryable,
  name: string,
  query: Omit<OfferQuery, 'limit' | 'offset'>,
  values: Record<string, unknown>,
): Promise<Offer[]> {
  const statement = preparedOnce(db, name, () => offerViewsSelect(db, query).prepare(name));
  return presentOfferRows(db, await statement.execute(values), query.withConsultation);
}

function offerViewsSelect(db: Queryable, query: Pick<OfferQuery, 'where' | 'orderBy'>) {
  return db
    .select({
      offer: professionalOffers,
      professional: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        specialization: users.specialization,
        experience: users.experience,
        bio: users.bio,
        profileImageUrl: users.profileImageUrl,
        city: users.city,
        languages: users.languages,
        role: users.role,
        isApproved: users.isApproved,
        verifiedAt: users.verifiedAt,
        verificationChecks: users.verificationChecks,
        publicKey: users.publicKey,
        showPublicProfile: users.showPublicProfile,
        isSuspended: users.isSuspended,
      },
      consultation: {
        id: consultations.id,
        title: consultations.title,
        description: consultations.description,
        category: consultations.category,
        subcategory: consultations.subcategory,
        urgencyLevel: consultations.urgencyLevel,
        baseFeeAmount: consultations.baseFeeAmount,
        maxFeeAmount: consultations.maxFeeAmount,
        status: consultations.status,
      },
    })
    .from(professionalOffers)
    .innerJoin(users, eq(users.id, professionalOffers.professionalId))
    .innerJoin(consultations, eq(consultations.id, professionalOffers.consultationId))
    .where(query.where)
    .orderBy(...query.orderBy);
}

type OfferRow = Awaited<ReturnType<typeof offerViewsSelect>>[number];

async function presentOfferRows(
  db: Queryable,
  rows: OfferRow[],
  withConsultation: boolean | undefined,
): Promise<Offer[]> {
  const ratings = await ratingsOf(
    db,
    rows.map((row) => row.professional.id),
  );
  return rows.map(({ offer, professional, consultation }) => {
    const {
      role,
      isApproved,
      verifiedAt,
      verificationChecks,
      publicKey,
      showPublicProfile,
      isSuspended,
      ...profile
    } = professional;
    const verification = verificationOf(verifiedAt, verificationChecks);
    return {
      id: offer.id,
      consultationId: offer.consultationId,
      professionalId: offer.professionalId,
      offerAmount: offer.offerAmount,
      message: offer.message,
      status: offer.status,
      isAccepted: offer.status === 'accepted',
      createdAt: offer.createdAt.toISOString(),
      professional: {
        ...profile,
        ...(ratings.get(professional.id) ?? NO_RATING),
        // Verified only when an admin confirmed the approval checklist (decision 216).
        isVerified: role === 'professional' && isApproved && verification.verified,
        verification,
        // The public profile's page while anyone may open it (decision 215).
        publicProfilePath:
          role === 'professional' &&
          isApproved &&
          !isSuspended &&
          showPublicProfile &&
          profile.specialization
            ? `${PUBLIC_PROFILE_PREFIX}${publicProfileSlug(profile, publicKey)}`
            : null,
      },
      ...(withConsultation ? { consultation } : {}),
    };
  });
}
