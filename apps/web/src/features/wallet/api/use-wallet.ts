import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Payout, Wallet, WalletMovement } from '@salahkar/domain/schemas/payments';
import { notify } from '@/components/ui/toaster.tsx';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';

import {
  invalidateWallet,
  MOVEMENTS_URL,
  PAYOUTS_URL,
  WALLET_URL,
} from '@/lib/query-keys/wallet.ts';

/** GET /api/professional/wallet: balance, pending payouts, escrow and earnings, from the ledger. */
export function useWallet() {
  return useQuery<Wallet>({ queryKey: [WALLET_URL], staleTime: 0 });
}

/** GET /api/professional/wallet/movements: the wallet's ledger movements, newest first. */
export function useWalletMovements() {
  return usePagedList<WalletMovement>(MOVEMENTS_URL);
}

/** GET /api/professional/payouts: the professional's payout requests, newest first. */
export function usePayouts() {
  return usePagedList<Payout>(PAYOUTS_URL);
}

/** POST /api/professional/payouts: whole rupees, from ₹100 up to the balance. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => apiRequest<Payout>('POST', PAYOUTS_URL, { amount }),
    onSuccess: (payout) => {
      notify({
        title: t('wallet.payout.requestedTitle'),
        description: t('wallet.payout.requestedDescription', {
          amount: formatRupeeText(payout.amount),
        }),
        variant: 'success',
      });
      return invalidateWallet(queryClient);
    },
    onError: (error) =>
      notifyFailure(error, t('wallet.payout.failedTitle'), t('wallet.payout.failedDescription')),
  });
}
