import type { BadgeTone } from '@/components/ui/badge.tsx';
import { msg, t } from '@/i18n';

/** The promise to the user: every query is reviewed within 24 hours of being raised. */
export const COMPLAINT_RESOLUTION_HOURS = 24;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

function span(ms: number): string {
  if (ms < HOUR_MS) {
    return t(msg('admin.complaints.wait.minutes'), {
      count: Math.max(0, Math.floor(ms / MINUTE_MS)),
    });
  }
  return t(msg('admin.complaints.wait.hours'), { count: Math.floor(ms / HOUR_MS) });
}

/** How long a query has waited against the 24 hours, and how urgent that looks. */
export function complaintWaitOf(raisedAt: string, now: number): { label: string; tone: BadgeTone } {
  const waited = now - new Date(raisedAt).getTime();
  const limit = COMPLAINT_RESOLUTION_HOURS * HOUR_MS;
  if (waited >= limit) {
    return {
      label: t(msg('admin.complaints.wait.overdue'), { span: span(waited - limit) }),
      tone: 'danger',
    };
  }
  const label = t(msg('admin.complaints.wait.waiting'), {
    span: span(waited),
    limit: span(limit),
  });
  // The last quarter of the day is when a query needs attention first.
  return { label, tone: waited >= limit * 0.75 ? 'warning' : 'neutral' };
}
