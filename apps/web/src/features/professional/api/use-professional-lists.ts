import { useQuery } from '@tanstack/react-query';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import type { Offer, OfferStatus, ProfessionalStats } from '@salahkar/domain/schemas/offers';
import { usePagedList } from '@/lib/use-paged-list.ts';

/** GET /api/professional/stats: the four tiles. */
export function useProfessionalStats({ enabled = true } = {}) {
  return useQuery<ProfessionalStats>({ queryKey: ['/api/professional/stats'], enabled });
}

/** GET /api/professional/available-consultations: open requests of the professional's field. */
export function useAvailableConsultations({ enabled = true } = {}) {
  return usePagedList<Consultation>('/api/professional/available-consultations', { enabled });
}

/**
 * GET /api/professional/offers?status=: the professional's own offers of one status, each with
 * its request. The server decides where an offer stands; the dashboard only groups by it.
 */
export function useMyOffers(
  status: Extract<OfferStatus, 'pending' | 'accepted'>,
  { enabled = true } = {},
) {
  return usePagedList<Offer>('/api/professional/offers', { params: { status }, enabled });
}

/** GET /api/consultations/accepted: cases assigned to the professional and under way. */
export function useAcceptedConsultations({ enabled = true } = {}) {
  return usePagedList<Consultation>('/api/consultations/accepted', { enabled });
}

/** GET /api/professional/pending-actions: active cases whose chat waits on the professional. */
export function usePendingActions({ enabled = true } = {}) {
  return usePagedList<Consultation>('/api/professional/pending-actions', { enabled });
}

/** GET /api/professional/completed-consultations: the professional's finished cases. */
export function useCompletedConsultations({ enabled = true } = {}) {
  return usePagedList<Consultation>('/api/professional/completed-consultations', { enabled });
}
