import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_REFRESH_DELAY_MS } from '@salahkar/domain/limits';

/**
 * Refreshes lists a push has made stale, 500 ms later (docs/product/rulings.md, R-42): the pushes
 * of one change (a notification, a status update) arrive together, and the lists refetch once for
 * all of them. Each entry is a URL, the first segment of the query keys it invalidates.
 */
export function useRefreshSoon(): (urls: readonly string[]) => void {
  const queryClient = useQueryClient();
  const pending = useRef(new Set<string>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (urls: readonly string[]) => {
      for (const url of urls) pending.current.add(url);
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const due = [...pending.current];
        pending.current.clear();
        for (const url of due) void queryClient.invalidateQueries({ queryKey: [url] });
      }, LIVE_REFRESH_DELAY_MS);
    },
    [queryClient],
  );
}
