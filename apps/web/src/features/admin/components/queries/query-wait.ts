import type { BadgeTone } from '@/components/ui/badge.tsx';

/** The promise to the user: every query is reviewed within 24 hours of being raised. */
export const QUERY_RESOLUTION_HOURS = 24;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function span(ms: number): string {
  if (ms < HOUR_MS) return `${Math.max(0, Math.floor(ms / MINUTE_MS))} min`;
  return `${Math.floor(ms / HOUR_MS)} h`;
}

/** How long a query has waited against the 24 hours, and how urgent that looks. */
export function queryWaitOf(raisedAt: string, now: number): { label: string; tone: BadgeTone } {
  const waited = now - new Date(raisedAt).getTime();
  const limit = QUERY_RESOLUTION_HOURS * HOUR_MS;
  if (waited >= limit) return { label: `Overdue by ${span(waited - limit)}`, tone: 'danger' };
  const label = `Waiting ${span(waited)} of ${QUERY_RESOLUTION_HOURS} h`;
  // The last quarter of the day is when a query needs attention first.
  return { label, tone: waited >= limit * 0.75 ? 'warning' : 'neutral' };
}
