import type { QueryClient } from '@tanstack/react-query';
import { memberHomeOf } from '@salahkar/domain/member-home';
import { currentUserQuery } from '@/lib/current-user.ts';
import { UNREAD_COUNT_KEY } from '@/lib/query-keys/notifications.ts';
import { preloadProfessionalDashboard } from './dashboard/professional-home.ts';
import { homeQueries } from './first-answers.ts';

/**
 * Asks who is signed in as the entry starts, beside the download of the texts and the screens'
 * code, instead of once React has rendered the route (a round trip that began only after all of
 * that). On `/` it then asks for what the member's home shows first, so those answers are in the
 * cache when the dashboard mounts: it draws its cards in its first render, not in three later
 * ones as each answer arrives. A professional's dashboard, a chunk the home asks for only once it
 * knows the role, is fetched then too, so it does not suspend that render. Errors are the
 * screens' to show: a prefetch only fills the cache.
 */
export async function prefetchFirstScreen(queryClient: QueryClient, pathname: string) {
  const user = await queryClient.fetchQuery(currentUserQuery).catch(() => null);
  if (!user || pathname !== '/') return;
  const first: Promise<unknown>[] = [queryClient.prefetchQuery({ queryKey: UNREAD_COUNT_KEY })];
  // Awaiting approval too: their home is the same dashboard, showing where their application is.
  if (user.role === 'professional') first.push(preloadProfessionalDashboard());
  const home = memberHomeOf(user);
  if (home) {
    const { counts, lists } = homeQueries(home);
    first.push(
      queryClient.prefetchQuery({ queryKey: counts }),
      ...lists.map((list) => list.prefetch(queryClient)),
    );
  }
  await Promise.all(first);
}

/**
 * How long React's first pass on a member's home waits for those answers: with them in the cache
 * the dashboard draws its cards in the pass that mounts it, instead of mounting with a sketch and
 * drawing the whole tab again as the list arrives. A slow answer does not hold the page blank for
 * longer; the sketch shows and the cards follow.
 */
const FIRST_SCREEN_WAIT_MS = 1_000;

/**
 * Settles when the first screen's answers are in, or after FIRST_SCREEN_WAIT_MS at the latest;
 * never rejects, so a failed ask cannot keep React from starting.
 */
export function firstScreenOrTimeout(answers: Promise<unknown>): Promise<unknown> {
  return Promise.race([
    answers.catch(() => undefined),
    new Promise((resolve) => {
      setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
    }),
  ]);
}
