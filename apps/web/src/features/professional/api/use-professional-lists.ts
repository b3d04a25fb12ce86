import { useQuery } from '@tanstack/react-query';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import type { Offer, OfferStatus, ProfessionalStats } from '@salahkar/domain/schemas/offers';
import { professionalKeys } from '@/lib/query-keys/professional.ts';
import { pagedListQuery, usePagedList } from '@/lib/use-paged-list.ts';

const [AVAILABLE] = professionalKeys.availableRequests;
const [MY_OFFERS] = professionalKeys.myOffers;
const [ACCEPTED] = professionalKeys.acceptedCases;
const [PENDING_ACTIONS] = professionalKeys.pendingActions;

/**
 * The lists an approved professional's home reads as it mounts, as the cache holds them, for the
 * entry to ask for before React renders (app/first-screen.ts); the tiles' counts beside them.
 */
export const professionalHomeLists = () =>
  [
    pagedListQuery<Consultation>(AVAILABLE),
    pagedListQuery<Offer>(MY_OFFERS, { params: { status: 'pending' } }),
    pagedListQuery<Offer>(MY_OFFERS, { params: { status: 'accepted' } }),
    pagedListQuery<Consultation>(ACCEPTED),
    pagedListQuery<Consultation>(PENDING_ACTIONS),
  ] as const;

/** GET /api/professional/stats: the four tiles. */
export function useProfessionalStats({ enabled = true } = {}) {
  return useQuery<ProfessionalStats>({ queryKey: professionalKeys.stats, enabled });
}

/** GET /api/professional/available-consultations: open requests of the professional's field. */
export function useAvailableConsultations({ enabled = true } = {}) {
  return usePagedList<Consultation>(AVAILABLE, { enabled });
}

/**
 * GET /api/professional/offers?status=: the professional's own offers of one status, each with
 * its request. The server decides where an offer stands; the dashboard only groups by it.
 */
export function useMyOffers(
  status: Extract<OfferStatus, 'pending' | 'accepted'>,
  { enabled = true } = {},
) {
  return usePagedList<Offer>(MY_OFFERS, { params: { status }, enabled });
}

/** GET /api/consultations/accepted: cases assigned to the professional and under way. */
export function useAcceptedConsultations({ enabled = true } = {}) {
  return usePagedList<Consultation>(ACCEPTED, { enabled });
}

/** GET /api/professional/pending-actions: active cases whose chat waits on the professional. */
export function usePendingActions({ enabled = true } = {}) {
  return usePagedList<Consultation>(PENDING_ACTIONS, { enabled });
}

/** GET /api/professional/completed-consultations: the professional's finished cases. */
export function useCompletedConsultations({ enabled = true } = {}) {
  return usePagedList<Consultation>('/api/professional/completed-consultations', { enabled });
}
