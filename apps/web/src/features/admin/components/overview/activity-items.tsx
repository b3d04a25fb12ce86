import { Link } from 'react-router';
import type { ActivityKind, RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { msg, useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';
import { activityLineOf } from './activity-line.ts';
import { activityKindOf } from './overview-format.ts';

const KIND_LABELS: Record<Exclude<ActivityKind, 'admin'>, string> = {
  signup: msg('admin.activity.kind.signup'),
  application: msg('admin.activity.kind.application'),
  request: msg('admin.activity.kind.request'),
  payment: msg('admin.activity.kind.payment'),
  completion: msg('admin.activity.kind.completion'),
  refund: msg('admin.activity.kind.refund'),
};

/**
 * Platform activity, newest first: what happened, in the language on screen (a link to where the
 * admin console shows it, when there is one), who did it, when (IST) and its kind. A line the
 * server collapsed from repeats (one admin downloading the same export again) says how many
 * times, newest time shown.
 */
export function ActivityItems({ activity }: { activity: RecentActivity[] }) {
  const t = useT();
  /** The badge of an entry: what kind of event, or the area of an admin action ('User'). */
  const badgeOf = (item: RecentActivity) =>
    item.kind === 'admin' ? activityKindOf(item.type) : t(KIND_LABELS[item.kind]);
  if (activity.length === 0) return <EmptyState title={t('admin.activity.empty')} />;
  return (
    <ul aria-label={t('admin.activity.listLabel')} className="divide-y divide-border">
      {activity.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
        >
          <div className="min-w-0">
            <p className="break-words">
              {item.link ? (
                <Link to={item.link} className="underline-offset-4 hover:underline">
                  {activityLineOf(item)}
                </Link>
              ) : (
                activityLineOf(item)
              )}
            </p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={item.timestamp}>{formatIstDateTime(item.timestamp)}</time>
              {` ${t('admin.activity.by', { actor: item.actor })}`}
              {item.count > 1 && ` · ${t('admin.activity.repeated', { count: item.count })}`}
            </p>
          </div>
          <Badge className="self-start">{badgeOf(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}
