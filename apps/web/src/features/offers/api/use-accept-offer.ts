import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/components/ui/toaster.tsx';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

// The user's lists an accepted offer changes, by the URLs that are their query keys.
const USER_LISTS = ['/api/consultations', '/api/consultations/with-offers', '/api/stats/user'];

/**
 * POST /api/professional-offers/{offerId}/accept: the owner chooses an offer. The request then
 * waits for payment, which is the next step.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiRequest('POST', `/api/professional-offers/${offerId}/accept`),
    onSuccess: () => {
      notify({
        title: 'Offer Accepted',
        description: 'Payment is the next step to start your consultation.',
        variant: 'success',
      });
      return Promise.all(
        USER_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      );
    },
    onError: (error) =>
      notifyFailure(error, 'Failed to Accept Offer', 'Could not accept the offer'),
  });
}
