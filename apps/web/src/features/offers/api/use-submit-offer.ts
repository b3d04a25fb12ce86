import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer } from '@salahkar/domain/schemas/offers';
import { notify } from '@/components/ui/toaster.tsx';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { consultationKeys } from '@/features/consultations';
import { invalidateProfessionalLists } from '@/features/professional';

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
        title: 'Counter Offer Submitted',
        description: 'Your offer has been submitted successfully!',
        variant: 'success',
      });
      return Promise.all([
        invalidateProfessionalLists(queryClient),
        queryClient.invalidateQueries({ queryKey: consultationKeys.detail(consultationId) }),
      ]);
    },
    onError: (error) =>
      notifyFailure(error, 'Failed to Submit Offer', 'Could not submit your offer'),
  });
}
