import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import type { AdminStats } from '@salahkar/domain/schemas/admin-people';
import { ADMIN_OVERVIEW_URL, ADMIN_STATS_URL } from './admin-urls.ts';

/** GET /api/stats/admin: the dashboard tiles (people, professionals, consultations, revenue). */
export function useAdminStats() {
  return useQuery<AdminStats>({ queryKey: [ADMIN_STATS_URL], staleTime: 0 });
}

/** GET /api/admin/overview: the platform's figures, recent activity and category shares. */
export function useAdminOverview() {
  return useQuery<AdminOverview>({ queryKey: [ADMIN_OVERVIEW_URL], staleTime: 0 });
}
