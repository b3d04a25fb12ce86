import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer } from '@salahkar/domain/schemas/offers';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { consultationKeys } from '@/lib/query-keys/consultations.ts';
import { invalidateProfessionalLists } from '@/lib/query-keys/professional.ts';

/**
 * POST /api/consultations/{id}/offer: a professional's priced answer to a request. The toasts are
 * given here, not by the form: the refreshed list drops the request and unmounts the form.
 */
export function useSubmitOffer(consultationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offer: CreateOfferInput) =>
      apiRequest<Offer>('POST', `/api/consultations/${consultationId}/offer`, offer),
    onSuccess: () => {
      notify({
        title: t('offers.toast.submitted'),
        description: t('offers.toast.submittedDescription'),
        variant: 'success',
      });
      return Promise.all([
        invalidateProfessionalLists(queryClient),
        queryClient.invalidateQueries({ queryKey: consultationKeys.detail(consultationId) }),
      ]);
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('offers.toast.submitFailed'),
        t('offers.toast.submitFailedDescription'),
      ),
  });
}
