import { useQuery } from '@tanstack/react-query';
import type {
  Consultation,
  UserDashboardTab,
  UserStats,
} from '@salahkar/domain/schemas/consultations';
import type { ConsultationWithOffers } from '@salahkar/domain/schemas/offers';
import { pagedListQuery, usePagedList } from '@/lib/use-paged-list.ts';
import {
  consultationKeys,
  MY_CONSULTATIONS_URL,
  WITH_OFFERS_URL,
} from '@/lib/query-keys/consultations.ts';

/** GET /api/consultations?tab=: one dashboard tab's requests of the user, newest first. */
export function useMyConsultations(tab: UserDashboardTab) {
  return usePagedList<Consultation>(MY_CONSULTATIONS_URL, { params: { tab } });
}

/** The same list as the cache holds it, for a prefetch before the dashboard renders. */
export const myConsultationsQuery = (tab: UserDashboardTab) =>
  pagedListQuery<Consultation>(MY_CONSULTATIONS_URL, { params: { tab } });

/** GET /api/consultations/with-offers: the user's requests that have offers, each with them. */
export function useConsultationsWithOffers() {
  return usePagedList<ConsultationWithOffers>(WITH_OFFERS_URL);
}

/** GET /api/stats/user: the counts on the dashboard's four tabs. */
export function useUserStats() {
  return useQuery<UserStats>({ queryKey: consultationKeys.userStats });
}

/** GET /api/consultations/{id}: one request, with what the reader may do with it. */
export function useConsultation(id: string) {
  return useQuery<Consultation>({ queryKey: consultationKeys.detail(id) });
}
