import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshMyConsultations } from '@/lib/query-keys/consultations.ts';

/** POST /api/consultations/{id}/documents: the files in one multipart body, field `files`. */
export function uploadDocuments(consultationId: string, files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  return apiRequest<Consultation>('POST', `/api/consultations/${consultationId}/documents`, body);
}

/** Adds supporting documents to a request that already exists. */
export function useUploadDocuments(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => uploadDocuments(consultationId, files),
    onSuccess: () => refreshMyConsultations(queryClient),
  });
}
