import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client.ts';
import { handleAuthFailure } from '@/lib/auth-failures.ts';

/** What a query or mutation can tell the app-wide error handling about itself. */
type AppMeta = {
  /** Set when the caller shows its own message for a 401 (the login form does). */
  handlesAuthFailures?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

const FIVE_MINUTES_MS = 5 * 60 * 1000;

/**
 * The query client with the spec's defaults (docs/product/rulings.md, R-38): fresh for 5 minutes,
 * no refetch on focus or interval, no retries. A 401 or a suspension anywhere gets the toast of
 * docs/product/rulings.md and redirect.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesAuthFailures) handleAuthFailure(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesAuthFailures) handleAuthFailure(error);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: FIVE_MINUTES_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
