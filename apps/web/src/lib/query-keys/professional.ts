import type { QueryClient } from '@tanstack/react-query';

// The professional's own lists, by the URLs that are their query keys (the default query function
// GETs the key). Other features and the live channel refresh them through these, never by URL.
export const AVAILABLE_REQUESTS_URL = '/api/professional/available-consultations';
export const PROFESSIONAL_STATS_URL = '/api/professional/stats';

export const professionalKeys = {
  availableRequests: [AVAILABLE_REQUESTS_URL] as const,
  myOffers: ['/api/professional/offers'] as const,
  stats: [PROFESSIONAL_STATS_URL] as const,
  acceptedCases: ['/api/consultations/accepted'] as const,
  pendingActions: ['/api/professional/pending-actions'] as const,
  completedCases: ['/api/professional/completed-consultations'] as const,
};

/** Every list of the professional's dashboard: what an offer, a case or a payment can change. */
export const PROFESSIONAL_LISTS: readonly string[] = Object.values(professionalKeys).map(
  ([url]) => url,
);

/** What a new request changes for professionals of its field: the open requests and the counts. */
export const NEW_REQUEST_LISTS: readonly string[] = [
  AVAILABLE_REQUESTS_URL,
  PROFESSIONAL_STATS_URL,
];

/** Whose turn it is to reply (the professional's "Your reply is due"). */
export const PENDING_ACTIONS_LISTS: readonly string[] = [professionalKeys.pendingActions[0]];

/** After the professional's offers or cases change: refetch their dashboard's lists. */
export function invalidateProfessionalLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    PROFESSIONAL_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
  );
}
