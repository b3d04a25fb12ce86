import type { QueryClient } from '@tanstack/react-query';
import type { Category } from '@salahkar/domain/enums';

export const MY_CONSULTATIONS_URL = '/api/consultations';
export const WITH_OFFERS_URL = '/api/consultations/with-offers';

/** Query keys are the URLs they GET (docs/product/rulings.md, R-38), so the default query function reads them. */
export const consultationKeys = {
  /** Prefix of the signed-in person's own list and of every consultation's detail. */
  mine: [MY_CONSULTATIONS_URL] as const,
  withOffers: [WITH_OFFERS_URL] as const,
  detail: (id: string) => [MY_CONSULTATIONS_URL, id] as const,
  payments: (id: string) => [MY_CONSULTATIONS_URL, id, 'payments'] as const,
  /** The case page's offers to choose from (owner and admins). */
  offers: (id: string) => [MY_CONSULTATIONS_URL, id, 'offers'] as const,
  /** The case page's timeline (owner, assigned professional, admins). */
  timeline: (id: string) => [MY_CONSULTATIONS_URL, id, 'timeline'] as const,
  userStats: ['/api/stats/user'] as const,
};

export const catalogKeys = {
  professions: ['/api/professions'] as const,
  specializations: (category: Category) => [`/api/specializations?category=${category}`] as const,
  /** Every active specialization: what the normal tier is quoted over before a type is chosen. */
  allSpecializations: ['/api/specializations'] as const,
  urgencyPricing: ['/api/urgency-pricing'] as const,
};

/** The user's own lists, by the URLs that are their query keys: what news of a request changes. */
export const USER_CASE_LISTS: readonly string[] = [
  MY_CONSULTATIONS_URL,
  WITH_OFFERS_URL,
  consultationKeys.userStats[0],
];

/** After a request changes: the user's lists, their tab counts and the request's own page. */
export function refreshMyConsultations(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: consultationKeys.mine }),
    queryClient.invalidateQueries({ queryKey: consultationKeys.withOffers }),
    queryClient.invalidateQueries({ queryKey: consultationKeys.userStats }),
  ]);
}
