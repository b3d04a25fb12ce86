import { msg, t } from '@/i18n';

/**
 * '+12.5% from last month', or, when last month had nothing to compare with (the server sends
 * null rather than a made-up percentage), what that means.
 */
export function growthText(percent: number | null): string {
  if (percent === null) return t(msg('admin.overview.growthNone'));
  const sign = percent > 0 ? '+' : '';
  return t(msg('admin.overview.growth'), { percent: `${sign}${percent}` });
}

const UNITS = [
  { seconds: 86_400, id: msg('admin.duration.days') },
  { seconds: 3_600, id: msg('admin.duration.hours') },
  { seconds: 60, id: msg('admin.duration.minutes') },
] as const;

/** '3 days 4 hours', '2 hours 5 minutes', '45 seconds': the two largest units of a duration. */
export function durationText(totalSeconds: number): string {
  if (totalSeconds < 60) return t(msg('admin.duration.seconds'), { count: totalSeconds });
  let rest = totalSeconds;
  const parts: { count: number; id: string }[] = [];
  for (const unit of UNITS) {
    const count = Math.floor(rest / unit.seconds);
    rest -= count * unit.seconds;
    if (count > 0 || parts.length > 0) parts.push({ count, id: unit.id });
  }
  return parts
    .slice(0, 2)
    .filter((part) => part.count !== 0)
    .map((part) => t(part.id, { count: part.count }))
    .join(' ');
}

/** '42 minutes' on average from posting to the first offer, or why there is no figure. */
export function responseTimeText(minutes: number | null): string {
  return minutes === null
    ? t(msg('admin.overview.noOffers'))
    : t(msg('admin.duration.minutes'), { count: minutes });
}

/** The areas of the audit actions the server records ('professional.approved' → Professional). */
const AREA_LABELS: Record<string, string> = {
  consultation: msg('admin.activity.area.consultation'),
  export: msg('admin.activity.area.export'),
  payment: msg('admin.activity.area.payment'),
  payout: msg('admin.activity.area.payout'),
  profession: msg('admin.activity.area.profession'),
  professional: msg('admin.activity.area.professional'),
  specialization: msg('admin.activity.area.specialization'),
  urgency_pricing: msg('admin.activity.area.urgencyPricing'),
  user: msg('admin.activity.area.user'),
};

/** The kind of an audit action, for its badge: 'professional.approved' reads 'Professional'. */
export function activityKindOf(action: string): string {
  const key = action.split('.')[0] ?? action;
  const known = AREA_LABELS[key];
  if (known) return t(known);
  const area = key.replace(/_/g, ' ');
  return area.charAt(0).toUpperCase() + area.slice(1);
}

/** '99.93%' of minutes with a recorded heartbeat, or why there is no figure yet. */
export function availabilityText(percent: number | null): string {
  return percent === null ? t(msg('admin.overview.notRecorded')) : `${percent.toFixed(2)}%`;
}
