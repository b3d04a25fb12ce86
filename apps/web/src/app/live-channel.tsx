import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/current-user.ts';
import { handleEndedSession, handleSuspendedAccount } from '@/lib/auth-failures.ts';
import { LiveProvider } from '@/lib/live/index.ts';
import type { LiveClient } from '@/lib/live/live-client.ts';
import { loadLiveClient } from '@/lib/live/load-live-client.ts';
import { LiveUpdates } from './live-updates.tsx';

/**
 * The signed-in person as the route guards loaded them. This observer never fetches: public pages
 * that do not ask who is signed in cost no request, and the channel follows whatever is known.
 */
function useKnownUser(): CurrentUser | null {
  const { data } = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_QUERY_KEY,
    enabled: false,
  });
  return data ?? null;
}

/** The bell's count and list: read again once the channel is open, in case a push came first. */
const isBellQuery = ({ queryKey }: { queryKey: readonly unknown[] }) =>
  typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/notifications');

/**
 * One live channel per signed-in tab: opened once someone is signed in, closed when they are not
 * (or another person signs in). Its client loads on its own, keeping the message schemas out of
 * the landing page. After a reconnect, and when the server says pushes were lost (`resync`),
 * every query refetches to catch up (those on screen now, the others when next shown); after the
 * first open, only the bell. A session the server ended or an account it suspended is treated as
 * the same answer over HTTP would be.
 */
export function LiveChannel({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const user = useKnownUser();
  const userId = user?.id ?? null;
  const professional = user?.role === 'professional' && user.isApproved;

  const [client, setClient] = useState<LiveClient | null>(null);

  useEffect(() => {
    if (!userId) return;
    let live: LiveClient | null = null;
    let cancelled = false;
    const catchUp = () => void queryClient.invalidateQueries();
    void loadLiveClient().then(({ LiveClient, liveChannelUrl }) => {
      if (cancelled) return;
      live = new LiveClient({
        url: liveChannelUrl(window.location),
        onOpen: (reconnected) =>
          reconnected ? catchUp() : void queryClient.invalidateQueries({ predicate: isBellQuery }),
        onResync: catchUp,
        onEnded: (reason) => {
          if (reason === 'suspended') {
            handleSuspendedAccount();
            queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
          } else {
            // Signed out elsewhere or expired: the login screen shows in place at once, and the
            // person is told why and taken to /login now, not whenever a call of the page
            // next fails with a 401, which reloaded the page at an unforeseeable moment.
            void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
            handleEndedSession();
          }
        },
      });
      // As a transition: set from a promise, it was a default update, which React renders without
      // yielding; every screen that listens re-renders with it, and on the dashboard's load that
      // was one task of ~95 ms on a fast CPU, ~380 ms for Lighthouse's phone (decision 233).
      startTransition(() => setClient(live));
    });
    return () => {
      cancelled = true;
      live?.stop();
      setClient(null);
    };
  }, [userId, queryClient]);

  useEffect(() => client?.setProfessional(professional), [client, professional]);
  // Opened once the screens below hold the client: their effects run before this one, so every
  // listener is subscribed before the first push can arrive, however long the transition took.
  useEffect(() => client?.start(), [client]);

  return (
    <LiveProvider client={client}>
      {userId && <LiveUpdates userId={userId} />}
      {children}
    </LiveProvider>
  );
}
