import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@salahkar/domain/schemas/offers';
import { consultationKeys } from '@/lib/query-keys/consultations.ts';

/**
 * GET /api/consultations/{id}/offers: the live offers on the case page, cheapest first. Asked only
 * while the server lets the reader choose or pay (its abilities), since only the owner and admins
 * may read them.
 */
export function useCaseOffers(id: string, enabled: boolean) {
  return useQuery<Offer[]>({ queryKey: consultationKeys.offers(id), enabled });
}
