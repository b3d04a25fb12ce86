// India has one time zone, UTC+5:30, with no daylight saving: the offset is a constant.
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The instant the current calendar month began in India (00:00 IST on the 1st). */
export function startOfIstMonth(now: Date): Date {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
}
