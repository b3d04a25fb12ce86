/**
 * '+12.5% from last month', or, when last month had nothing to compare with (the server sends
 * null rather than a made-up percentage), what that means.
 */
export function growthText(percent: number | null): string {
  if (percent === null) return 'Nothing last month to compare with';
  const sign = percent > 0 ? '+' : '';
  return `${sign}${percent}% from last month`;
}

const UNITS = [
  { seconds: 86_400, name: 'day' },
  { seconds: 3_600, name: 'hour' },
  { seconds: 60, name: 'minute' },
] as const;

const plural = (count: number, name: string) => `${count} ${name}${count === 1 ? '' : 's'}`;

/** '3 days 4 hours', '2 hours 5 minutes', '45 seconds': the two largest units of a duration. */
export function durationText(totalSeconds: number): string {
  if (totalSeconds < 60) return plural(totalSeconds, 'second');
  let rest = totalSeconds;
  const parts: string[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0 || parts.length > 0) parts.push(plural(count, unit.name));
  }
  return parts
    .slice(0, 2)
    .filter((part) => !part.startsWith('0 '))
    .join(' ');
}

/** '42 minutes' on average from posting to the first offer, or why there is no figure. */
export function responseTimeText(minutes: number | null): string {
  return minutes === null ? 'No offers yet' : plural(minutes, 'minute');
}

/** The kind of an audit action, for its badge: 'professional.approved' reads 'Professional'. */
export function activityKindOf(action: string): string {
  const area = action.split('.')[0]?.replace(/_/g, ' ') ?? action;
  return area.charAt(0).toUpperCase() + area.slice(1);
}

/** '99.93%' of minutes with a recorded heartbeat, or why there is no figure yet. */
export function availabilityText(percent: number | null): string {
  return percent === null ? 'Not recorded yet' : `${percent.toFixed(2)}%`;
}
