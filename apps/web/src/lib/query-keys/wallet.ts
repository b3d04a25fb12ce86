import type { QueryClient } from '@tanstack/react-query';

export const WALLET_URL = '/api/professional/wallet';
export const MOVEMENTS_URL = '/api/professional/wallet/movements';
export const PAYOUTS_URL = '/api/professional/payouts';

/** The wallet's lists, by the URLs that are their query keys: what a payment or payout changes. */
export const WALLET_LISTS: readonly string[] = [WALLET_URL, MOVEMENTS_URL, PAYOUTS_URL];

/** After money moves for the professional: refetch the balance, the ledger and the payouts. */
export function invalidateWallet(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(WALLET_LISTS.map((url) => queryClient.invalidateQueries({ queryKey: [url] })));
}
