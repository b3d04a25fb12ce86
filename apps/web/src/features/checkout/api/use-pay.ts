import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  SimulatePaymentInput,
  SimulatePaymentResult,
  VerifiedPayment,
  VerifyPaymentInput,
} from '@salahkar/domain/schemas/payments';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { retryLostRequest } from '@/lib/idempotency.ts';

// The user's lists a paid (or refunded) order changes, by the URLs that are their query keys.
const USER_LISTS = ['/api/consultations', '/api/consultations/with-offers', '/api/stats/user'];

/**
 * POST /api/payments/simulate: the built-in gateway's Pay and Fail. It answers like Razorpay's
 * Checkout: the three fields to verify, or the failure its `payment.failed` handler would get.
 */
export function useSimulatePayment() {
  return useMutation({
    mutationFn: (input: SimulatePaymentInput) =>
      apiRequest<SimulatePaymentResult>('POST', '/api/payments/simulate', input),
  });
}

export type VerifyVariables = { fields: VerifyPaymentInput; idempotencyKey: string };

/**
 * POST /api/payments/verify: the server checks the gateway's signature and assigns the case. On
 * success the person lands in Active Chat, where the case now is.
 */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ fields, idempotencyKey }: VerifyVariables) =>
      apiRequest<VerifiedPayment>('POST', '/api/payments/verify', fields, { idempotencyKey }),
    retry: retryLostRequest,
    onSuccess: (verified) => {
      if (verified.paymentStatus === 'refunded') {
        // Paid after the hold lapsed and the request moved on: the server refunded it at once.
        notify({
          title: t('checkout.toast.refunded'),
          description: t('checkout.toast.refundedDescription'),
          variant: 'error',
        });
        void navigate('/?tab=offers');
      } else {
        notify({
          title: t('checkout.toast.accepted'),
          description: t('checkout.toast.acceptedDescription'),
          variant: 'success',
        });
        void navigate('/?tab=active');
      }
      return Promise.all(
        USER_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })),
      );
    },
  });
}
