import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationResult, PaymentSummary } from '@salahkar/domain/schemas/payments';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { invalidateProfessionalLists } from '@/lib/query-keys/professional.ts';
import { invalidateWallet } from '@/lib/query-keys/wallet.ts';
import { apiRequest } from '@/lib/api-client.ts';
import { retryLostRequest } from '@/lib/idempotency.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { consultationKeys, refreshMyConsultations } from '@/lib/query-keys/consultations.ts';

/** GET /api/consultations/{id}/payments: its payments, newest first, with refunds and receipts. */
export function useConsultationPayments(id: string) {
  return useQuery<{ items: PaymentSummary[] }>({ queryKey: consultationKeys.payments(id) });
}

export type CancellationVariables = { reason: string; idempotencyKey: string };

const refundNote = (result: CancellationResult) =>
  t('consultations.cancel.refundNote', { amount: formatRupeeText(result.refund.amount) });

/**
 * The POST behind Cancel & Refund and Withdraw from Case: the optional reason, and the key that
 * makes a retried request refund once.
 */
const giveUp =
  (id: string, action: 'cancel' | 'withdraw') =>
  ({ reason, idempotencyKey }: CancellationVariables) =>
    apiRequest<CancellationResult>(
      'POST',
      `/api/consultations/${id}/${action}`,
      { reason: reason || undefined },
      { idempotencyKey },
    );

/** POST /api/consultations/{id}/cancel: the owner's Cancel & Refund, before the first reply. */
export function useCancelConsultation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUp(id, 'cancel'),
    retry: retryLostRequest,
    onSuccess: (result) => {
      notify({
        title: t('consultations.cancel.toastTitle'),
        description: refundNote(result),
        variant: 'success',
      });
      return refreshMyConsultations(queryClient);
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('consultations.cancel.failedTitle'),
        t('consultations.cancel.failedDescription'),
      ),
  });
}

/** POST /api/consultations/{id}/withdraw: the assigned professional gives the case up. */
export function useWithdrawFromConsultation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveUp(id, 'withdraw'),
    retry: retryLostRequest,
    onSuccess: () => {
      notify({
        title: t('consultations.withdraw.toastTitle'),
        description: t('consultations.withdraw.toastDescription'),
        variant: 'success',
      });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: consultationKeys.detail(id) }),
        // The professional's lists and wallet a withdrawal changes.
        invalidateProfessionalLists(queryClient),
        invalidateWallet(queryClient),
      ]);
    },
    onError: (error) =>
      notifyFailure(
        error,
        t('consultations.withdraw.failedTitle'),
        t('consultations.withdraw.failedDescription'),
      ),
  });
}
