import { Link } from 'react-router';
import type { ActivityKind, RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatIstDateTime } from '@/lib/format.ts';
import { activityKindOf } from './overview-format.ts';

const KIND_LABELS: Record<Exclude<ActivityKind, 'admin'>, string> = {
  signup: 'Sign-up',
  application: 'Application',
  request: 'Request',
  payment: 'Payment',
  completion: 'Completion',
  refund: 'Refund',
};

/** The badge of an entry: what kind of event, or the area of an admin action ('User'). */
const badgeOf = (item: RecentActivity) =>
  item.kind === 'admin' ? activityKindOf(item.type) : KIND_LABELS[item.kind];

/**
 * Platform activity, newest first: what happened (a link to where the admin console shows it,
 * when there is one), who did it, when (IST) and its kind.
 */
export function ActivityItems({ activity }: { activity: RecentActivity[] }) {
  if (activity.length === 0) return <EmptyState title="No recent activity to display." />;
  return (
    <ul aria-label="Recent activity" className="divide-y divide-border">
      {activity.map((item) => (
        <li
          key={item.id}
          className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
        >
          <div className="min-w-0">
            <p className="break-words">
              {item.link ? (
                <Link to={item.link} className="underline-offset-4 hover:underline">
                  {item.description}
                </Link>
              ) : (
                item.description
              )}
            </p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={item.timestamp}>{formatIstDateTime(item.timestamp)}</time>
              {` · by ${item.actor}`}
            </p>
          </div>
          <Badge className="self-start">{badgeOf(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}
