import type { QueryClient } from '@tanstack/react-query';
import type { MemberHome } from '@salahkar/domain/member-home';
import { myConsultationsQuery } from '@/features/consultations/queries.ts';
import { professionalHomeLists } from '@/features/professional/queries.ts';
import { queryKeyToUrl } from '@/lib/api-client.ts';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';
import { consultationKeys } from '@/lib/query-keys/consultations.ts';
import { UNREAD_COUNT_KEY } from '@/lib/query-keys/notifications.ts';
import { professionalKeys } from '@/lib/query-keys/professional.ts';
import { firstPageUrlOf, type pagedListQuery } from '@/lib/use-paged-list.ts';

/** A home's list as the entry asks for it, whatever its rows: its key, and the ask. */
interface FirstList {
  queryKey: readonly unknown[];
  prefetch(queryClient: QueryClient): Promise<void>;
}

function firstList<T>(query: ReturnType<typeof pagedListQuery<T>>): FirstList {
  return {
    queryKey: query.queryKey,
    prefetch: (queryClient) => queryClient.prefetchInfiniteQuery(query),
  };
}

/**
 * What each home draws first, as the cache holds it: its counts and the lists it opens on. The
 * entry asks for them as it starts (first-screen.ts); the build preloads the same addresses from
 * the head of the page a member's `/` gets (firstAnswersOf below), and one list serves both, so a
 * preload cannot name an address the app no longer asks for.
 */
export function homeQueries(home: MemberHome): {
  counts: readonly string[];
  lists: readonly FirstList[];
} {
  // The client's home opens on their tab counts and Request Submitted's cards (dashboard-tabs),
  // whatever tab the address names: the tabs' counts decide, and Request Submitted is asked
  // beside them.
  if (home === 'client') {
    return {
      counts: consultationKeys.userStats,
      lists: [firstList(myConsultationsQuery('submitted'))],
    };
  }
  // An approved professional's home opens on its tiles and all five of its lists at once.
  const [available, awaiting, accepted, underWay, replyDue] = professionalHomeLists();
  return {
    counts: professionalKeys.stats,
    lists: [
      firstList(available),
      firstList(awaiting),
      firstList(accepted),
      firstList(underWay),
      firstList(replyDue),
    ],
  };
}

/** What every member's page asks for first, whatever the role: who is signed in, the bell. */
const EVERY_HOMES_ANSWERS = [CURRENT_USER_QUERY_KEY, UNREAD_COUNT_KEY];

/**
 * The addresses a member's `/` asks for before anything else, in the order the entry asks: every
 * home's, then `home`'s counts and first pages (none for a home of no known role). These are the
 * fetches' own addresses, query order included: a preload is used only by a fetch of the same URL.
 */
export function firstAnswersOf(home: MemberHome | null): string[] {
  const every = EVERY_HOMES_ANSWERS.map(queryKeyToUrl);
  if (!home) return every;
  const { counts, lists } = homeQueries(home);
  return [...every, queryKeyToUrl(counts), ...lists.map(firstPageUrlOf)];
}
