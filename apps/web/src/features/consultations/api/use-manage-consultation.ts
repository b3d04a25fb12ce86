import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Consultation,
  CreateReviewInput,
  UpdateConsultationInput,
} from '@salahkar/domain/schemas/consultations';
import { notify } from '@/components/ui/toaster.tsx';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { refreshMyConsultations } from './query-keys.ts';

// Each hook gives its own toasts: the refreshed lists may unmount the card that started it.

/** PUT /api/consultations/{id}: only while no offers exist. */
export function useUpdateConsultation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateConsultationInput) =>
      apiRequest<Consultation>('PUT', `/api/consultations/${id}`, changes),
    onSuccess: () => {
      notify({ title: 'Consultation updated successfully', variant: 'success' });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) => notifyFailure(error, 'Failed to update consultation', 'Please try again.'),
  });
}

/** DELETE /api/consultations/{id}: only while the request is open. */
export function useDeleteConsultation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/consultations/${id}`),
    onSuccess: () => {
      notify({
        title: 'Request Deleted',
        description: 'Your consultation request and its documents have been deleted.',
        variant: 'success',
      });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) =>
      notifyFailure(
        error,
        'Failed to delete consultation request',
        'Please refresh the page and try again.',
      ),
  });
}

/** POST /api/consultations/{id}/review: once, after completion. */
export function useSubmitReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: CreateReviewInput) =>
      apiRequest('POST', `/api/consultations/${id}/review`, review),
    onSuccess: () => {
      notify({
        title: 'Review Submitted',
        description: 'Thank you for rating your consultation.',
        variant: 'success',
      });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) => notifyFailure(error, 'Failed to Submit Review', 'Please try again.'),
  });
}
