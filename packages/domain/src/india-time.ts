/**
 * India time for the server and the web app alike: where an IST day or month begins as a UTC
 * instant, and today's date in India for file names. India has one time zone, UTC+5:30, with no
 * daylight saving, so shifting by a constant offset is exact and needs no time-zone database.
 */

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The same wall-clock reading as `instant` has in India, carried by a Date's UTC fields. */
export function istWallClock(instant: Date): Date {
  return new Date(instant.getTime() + IST_OFFSET_MS);
}

/** The instant the day `now` is in began in India (00:00 IST, i.e. 18:30 UTC the day before). */
export function startOfIstDay(now: Date): Date {
  const ist = istWallClock(now).getTime();
  return new Date(ist - (ist % DAY_MS) - IST_OFFSET_MS);
}

/** The instant the month `now` is in began in India (00:00 IST on the 1st). */
export function startOfIstMonth(now: Date): Date {
  const ist = istWallClock(now);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** The IST month before the one `now` is in, as [start, end). */
export function previousIstMonth(now: Date): { start: Date; end: Date } {
  const end = startOfIstMonth(now);
  return { start: startOfIstMonth(new Date(end.getTime() - 1)), end };
}

/** '2026-11-22': the date in India at `now`, as export and transcript file names carry it. */
export function istDateStamp(now: Date): string {
  return istWallClock(now).toISOString().slice(0, 10);
}

/**
 * '2026-11-22T15:30:00+05:30': an instant as India reads it, with its offset, as CSV exports carry
 * it (a spreadsheet shows the IST wall clock and the offset keeps it unambiguous).
 */
export function istTimestamp(instant: Date): string {
  return `${istWallClock(instant).toISOString().slice(0, 19)}+05:30`;
}
