import type { RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { ActivityItems } from './activity-items.tsx';

/** Recent Activity: sign-ups, applications, requests, payments, completions, refunds, admin actions. */
export function RecentActivityList({ activity }: { activity: RecentActivity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Activity</CardTitle>
        <CardDescription>The latest on the platform, newest first; times in IST.</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityItems activity={activity} />
      </CardContent>
    </Card>
  );
}
