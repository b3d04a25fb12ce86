import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { LiveClient, LivePushOf, LivePushType, LiveStatus } from './live-client.ts';

const LiveContext = createContext<LiveClient | null>(null);

/** Gives the screens below the tab's live channel; `client` is null while nobody is signed in. */
export function LiveProvider({
  client,
  children,
}: {
  client: LiveClient | null;
  children: ReactNode;
}) {
  return <LiveContext.Provider value={client}>{children}</LiveContext.Provider>;
}

/** The tab's live channel, or null when signed out (hooks below then do nothing). */
export function useLiveClient(): LiveClient | null {
  return useContext(LiveContext);
}

/**
 * Calls `handler` for every push of `type` while the component is mounted. The latest handler is
 * used, so it may read the component's current state without re-subscribing.
 */
export function useLiveEvent<T extends LivePushType>(
  type: T,
  handler: (message: LivePushOf<T>) => void,
): void {
  const client = useLiveClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!client) return;
    return client.subscribe((message) => {
      if (message.type === type) latest.current(message as LivePushOf<T>);
    });
  }, [client, type]);
}

/** Joins a consultation's room (its chat messages) while mounted; null joins nothing. */
export function useConsultationRoom(consultationId: string | null): void {
  const client = useLiveClient();
  useEffect(() => {
    if (!client || !consultationId) return;
    return client.joinRoom(consultationId);
  }, [client, consultationId]);
}

/** The channel's state, e.g. to say "Reconnecting…" next to a chat; 'stopped' when signed out. */
export function useLiveStatus(): LiveStatus {
  const client = useLiveClient();
  const subscribe = useCallback(
    (listener: () => void) => (client ? client.onStatusChange(listener) : () => undefined),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client?.getStatus() ?? 'stopped');
}
