import type { QueryClient } from '@tanstack/react-query';
import { myConsultationsQuery } from '@/features/consultations/queries.ts';
import { currentUserQuery } from '@/lib/current-user.ts';
import { consultationKeys } from '@/lib/query-keys/consultations.ts';
import { UNREAD_COUNT_KEY } from '@/lib/query-keys/notifications.ts';

/**
 * Asks who is signed in as the entry starts, beside the download of the texts and the screens'
 * code, instead of once React has rendered the route (a round trip that began only after all of
 * that). On `/` it then asks for what the member's home shows first, so those answers are in the
 * cache when the dashboard mounts: it draws its cards in its first render, not in three later
 * ones as each answer arrives. Errors are the screens' to show: a prefetch only fills the cache.
 */
export async function prefetchFirstScreen(queryClient: QueryClient, pathname: string) {
  const user = await queryClient.fetchQuery(currentUserQuery).catch(() => null);
  if (!user || pathname !== '/') return;
  const first: Promise<void>[] = [queryClient.prefetchQuery({ queryKey: UNREAD_COUNT_KEY })];
  // The client's home opens on their tab counts and Request Submitted's cards (dashboard-tabs).
  if (user.role === 'user') {
    first.push(
      queryClient.prefetchQuery({ queryKey: consultationKeys.userStats }),
      queryClient.prefetchInfiniteQuery(myConsultationsQuery('submitted')),
    );
  }
  await Promise.all(first);
}
