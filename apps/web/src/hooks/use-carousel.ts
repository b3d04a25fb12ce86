import { useCallback, useEffect, useState, type FocusEvent } from 'react';

/**
 * The index of an auto-advancing carousel. Advancing restarts from every change, so a slide picked
 * by hand stays up for a full interval; while `paused` nothing moves.
 */
export function useCarousel({
  count,
  intervalMs,
  paused,
}: {
  count: number;
  intervalMs: number;
  paused: boolean;
}) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [index, paused, count, intervalMs]);

  const goTo = useCallback((target: number) => setIndex((target + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  return { index, goTo, next, previous };
}

/**
 * Whether a person is pointing at or focused inside an element, so a carousel can hold still
 * while they read it. Spread `handlers` on the element.
 */
export function useAttention() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  return { attended: hovered || focused, handlers };
}
