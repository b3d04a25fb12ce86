import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Consultation, CreateConsultationInput } from '@salahkar/domain/schemas/consultations';
import { apiRequest } from '@/lib/api-client.ts';
import { refreshMyConsultations } from '@/lib/query-keys/consultations.ts';
import { uploadDocuments } from './use-upload-documents.ts';

/** Where a posting stands, so the dialog can say what it is waiting for. */
export type PostingStage = 'idle' | 'creating' | 'uploading';

export type PostConsultationResult = {
  consultation: Consultation;
  /** Set when the request was created but its documents could not be stored. */
  uploadError: unknown;
};

/**
 * POST /api/consultations, then the documents to POST /api/consultations/{id}/documents. A failed
 * upload does not undo the request: the result carries the error so the person can add them again.
 */
export function usePostConsultation() {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<PostingStage>('idle');
  const mutation = useMutation({
    mutationFn: async ({
      request,
      files,
    }: {
      request: CreateConsultationInput;
      files: readonly File[];
    }): Promise<PostConsultationResult> => {
      setStage('creating');
      const consultation = await apiRequest<Consultation>('POST', '/api/consultations', request);
      if (files.length === 0) return { consultation, uploadError: null };
      setStage('uploading');
      try {
        return { consultation: await uploadDocuments(consultation.id, files), uploadError: null };
      } catch (uploadError) {
        return { consultation, uploadError };
      }
    },
    onSettled: () => {
      setStage('idle');
      return refreshMyConsultations(queryClient);
    },
  });
  return { ...mutation, stage };
}
