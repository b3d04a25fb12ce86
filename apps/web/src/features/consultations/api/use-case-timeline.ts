import { useQuery } from '@tanstack/react-query';
import type { CaseTimeline } from '@salahkar/domain/schemas/case-timeline';
import { consultationKeys } from '@/lib/query-keys/consultations.ts';

/** GET /api/consultations/{id}/timeline: what happened on the case, oldest first. */
export function useCaseTimeline(id: string, enabled: boolean) {
  return useQuery<CaseTimeline>({ queryKey: consultationKeys.timeline(id), enabled });
}
