import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { useAdminOverview } from '../../api/use-admin-overview.ts';
import { OverviewCards } from './overview-cards.tsx';
import { OverviewPanels } from './overview-panels.tsx';
import { RecentActivityList } from './recent-activity-list.tsx';

/** The admin console's overview: headline figures, activity, health, alerts and the audit trail. */
export function OverviewTab() {
  const t = useT();
  const overview = useAdminOverview();
  if (overview.isPending) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner label={t('admin.overview.loading')} className="size-6" />
      </div>
    );
  }
  if (overview.isError) {
    return <LoadFailed title={t('admin.overview.loadFailed')} onRetry={overview.refetch} />;
  }
  return (
    <div className="space-y-6">
      <OverviewCards overview={overview.data} />
      <OverviewPanels overview={overview.data} />
      <RecentActivityList activity={overview.data.recentActivity} />
    </div>
  );
}
