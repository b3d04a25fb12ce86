import { useQuery } from '@tanstack/react-query';
import type { Category } from '@salahkar/domain/enums';
import type { Profession, Specialization, UrgencyPricing } from '@salahkar/domain/schemas/catalog';
import { catalogKeys } from '@/lib/query-keys/consultations.ts';

/** GET /api/professions: the professional types a request can be posted to. */
export function useProfessions() {
  return useQuery<Profession[]>({ queryKey: catalogKeys.professions });
}

/** GET /api/specializations?category=: the chosen type's active specializations. */
export function useSpecializations(category: Category | undefined) {
  return useQuery<Specialization[]>({
    // Without a type there is nothing to list; the key must not share another type's cache.
    queryKey: category ? catalogKeys.specializations(category) : ['/api/specializations', 'none'],
    enabled: category !== undefined,
  });
}

/** GET /api/specializations: every active one, for quoting fees before a type is chosen. */
export function useAllSpecializations(enabled: boolean) {
  return useQuery<Specialization[]>({ queryKey: catalogKeys.allSpecializations, enabled });
}

/** GET /api/urgency-pricing: admins edit these tiers, so they are read fresh (docs/product/rulings.md, R-04). */
export function useUrgencyPricing() {
  return useQuery<UrgencyPricing[]>({
    queryKey: catalogKeys.urgencyPricing,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
