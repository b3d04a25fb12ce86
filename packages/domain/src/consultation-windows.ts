import { COMPLAINT_WINDOW_MS, REOPEN_WINDOW_MS } from './limits.ts';

// The timed conditions of the lifecycle (within_reopen_window, reopen_window_elapsed,
// within_complaint_window): pure checks taking `now`, so services and jobs pass the clock in.

function timeOf(date: Date): number {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid date');
  return time;
}

export function reopenWindowEndsAt(closedAt: Date): Date {
  return new Date(timeOf(closedAt) + REOPEN_WINDOW_MS);
}

/** True until exactly 24 hours after closedAt; from then on the case is due for completion. */
export function isWithinReopenWindow(closedAt: Date, now: Date): boolean {
  return timeOf(now) < reopenWindowEndsAt(closedAt).getTime();
}

export function complaintWindowEndsAt(completedAt: Date): Date {
  return new Date(timeOf(completedAt) + COMPLAINT_WINDOW_MS);
}

/** True until exactly 7 days after completedAt. */
export function isWithinComplaintWindow(completedAt: Date, now: Date): boolean {
  return timeOf(now) < complaintWindowEndsAt(completedAt).getTime();
}
