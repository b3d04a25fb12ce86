import type { RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatIstDateTime } from '@/lib/format.ts';
import { activityKindOf } from './overview-format.ts';

/** The newest admin actions from the audit log: what happened, when (IST) and its kind. */
export function RecentActivityList({ activity }: { activity: RecentActivity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <EmptyState title="No recent activity to display." />
        ) : (
          <ul className="divide-y divide-border">
            {activity.map((item) => (
              <li
                key={item.id}
                className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-3"
              >
                <div className="min-w-0">
                  <p className="break-words">{item.description}</p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={item.timestamp}>{formatIstDateTime(item.timestamp)}</time>
                  </p>
                </div>
                <Badge className="self-start">{activityKindOf(item.type)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
