import type { QueryClient } from '@tanstack/react-query';

export const VIDEO_CALLS_URL = '/api/video-calls';

/** Query keys are the URLs they GET (docs/product/rulings.md, R-38), so the default query function reads them. */
export const videoCallKeys = {
  /** A consultation's open call, else its latest, else null. */
  ofConsultation: (consultationId: string) =>
    [`${VIDEO_CALLS_URL}/consultation`, consultationId] as const,
};

/** A call of the consultation rang, was answered or ended: what its screens show is stale. */
export function refreshConsultationVideoCall(
  queryClient: QueryClient,
  consultationId: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: videoCallKeys.ofConsultation(consultationId) });
}
