import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Consultation,
  CreateReviewInput,
  UpdateConsultationInput,
} from '@salahkar/domain/schemas/consultations';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { refreshMyConsultations } from '@/lib/query-keys/consultations.ts';

// Each hook gives its own toasts: the refreshed lists may unmount the card that started it.

/** PUT /api/consultations/{id}: only while no offers exist. */
export function useUpdateConsultation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateConsultationInput) =>
      apiRequest<Consultation>('PUT', `/api/consultations/${id}`, changes),
    onSuccess: () => {
      notify({ title: t('consultations.toast.updated'), variant: 'success' });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('consultations.toast.updateFailed'),
        t('consultations.common.pleaseTryAgain'),
      ),
  });
}

/** DELETE /api/consultations/{id}: only while the request is open. */
export function useDeleteConsultation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/consultations/${id}`),
    onSuccess: () => {
      notify({
        title: t('consultations.toast.deleted'),
        description: t('consultations.toast.deletedDescription'),
        variant: 'success',
      });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('consultations.toast.deleteFailed'),
        t('consultations.toast.refreshAndTryAgain'),
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
        title: t('consultations.toast.reviewSubmitted'),
        description: t('consultations.toast.reviewThanks'),
        variant: 'success',
      });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('consultations.toast.reviewFailed'),
        t('consultations.common.pleaseTryAgain'),
      ),
  });
}
