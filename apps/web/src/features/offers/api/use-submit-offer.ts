import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOfferInput, Offer } from '@salahkar/domain/schemas/offers';
import { notify } from '@/components/ui/toaster.tsx';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

// The lists an offer changes, by the URLs that are their query keys.
const PROFESSIONAL_LISTS = [
  '/api/professional/available-consultations',
  '/api/professional/offers',
  '/api/professional/stats',
];

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
        ...PROFESSIONAL_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
        queryClient.invalidateQueries({ queryKey: ['/api/consultations', consultationId] }),
      ]);
    },
    onError: (error) =>
      notifyFailure(error, 'Failed to Submit Offer', 'Could not submit your offer'),
  });
}
