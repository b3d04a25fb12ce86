import { QueryState } from '@/components/ui/query-state.tsx';
import { useT } from '@/i18n';
import { useAdminOverview } from '../../api/use-admin-overview.ts';
import { OverviewCards } from './overview-cards.tsx';
import { OverviewPanels } from './overview-panels.tsx';
import { RecentActivityList } from './recent-activity-list.tsx';

/** The admin console's overview: headline figures, activity, health, alerts and the audit trail. */
export function OverviewTab() {
  const t = useT();
  return (
    <QueryState
      query={useAdminOverview()}
      loadingLabel={t('admin.overview.loading')}
      failedTitle={t('admin.overview.loadFailed')}
      className="py-10"
    >
      {(overview) => (
        <div className="space-y-6">
          <OverviewCards overview={overview} />
          <OverviewPanels overview={overview} />
          <RecentActivityList activity={overview.recentActivity} />
        </div>
      )}
    </QueryState>
  );
}
