import { useEffect, useState } from 'react';

function secondsUntil(deadline: number | null): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds left until `deadline` (a `Date.now()` timestamp), updated every second and 0 once
 * it has passed. Counting against the clock, not ticks, keeps it right in a throttled tab.
 */
export function useCountdown(deadline: number | null): number {
  const [, setTick] = useState(0);
  const remaining = secondsUntil(deadline);

  useEffect(() => {
    if (deadline === null || secondsUntil(deadline) === 0) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (secondsUntil(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  return remaining;
}
