import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PaymentOrder } from '@salahkar/domain/schemas/payments';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { retryLostRequest } from '@/lib/idempotency.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';

// The user's lists an accepted offer changes, by the URLs that are their query keys.
const USER_LISTS = ['/api/consultations', '/api/consultations/with-offers', '/api/stats/user'];

export type AcceptOfferVariables = { offerId: string; idempotencyKey: string };

/**
 * POST /api/professional-offers/{offerId}/accept: the owner chooses an offer, the server holds the
 * request for it and answers the gateway order to pay, and the checkout opens. Accepting the same
 * offer again while the hold lasts answers the same order.
 */
export function useAcceptOffer() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ offerId, idempotencyKey }: AcceptOfferVariables) =>
      apiRequest<PaymentOrder>('POST', `/api/professional-offers/${offerId}/accept`, undefined, {
        idempotencyKey,
      }),
    retry: retryLostRequest,
    onSuccess: (order) => {
      // Navigating here, not in the caller: the refreshed lists may unmount the button's card.
      void navigate(`/checkout/${order.orderId}`);
      return Promise.all(
        USER_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      );
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('offers.toast.acceptFailed'),
        t('offers.toast.acceptFailedDescription'),
      ),
  });
}
