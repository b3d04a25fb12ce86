import type { RecentActivity } from '@salahkar/domain/schemas/admin-finance';
import { TitledCard } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { ActivityItems } from './activity-items.tsx';

/** Recent Activity: sign-ups, applications, requests, payments, completions, refunds, admin actions. */
export function RecentActivityList({ activity }: { activity: RecentActivity[] }) {
  const t = useT();
  return (
    <TitledCard
      title={t('admin.activity.recentTitle')}
      description={t('admin.activity.recentDescription')}
    >
      <ActivityItems activity={activity} />
    </TitledCard>
  );
}
