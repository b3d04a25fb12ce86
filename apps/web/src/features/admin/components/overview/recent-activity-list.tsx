import type { RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { ActivityItems } from './activity-items.tsx';

/** Recent Activity: sign-ups, applications, requests, payments, completions, refunds, admin actions. */
export function RecentActivityList({ activity }: { activity: RecentActivity[] }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.activity.recentTitle')}</CardTitle>
        <CardDescription>{t('admin.activity.recentDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ActivityItems activity={activity} />
      </CardContent>
    </Card>
  );
}
