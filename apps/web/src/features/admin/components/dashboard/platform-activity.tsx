import type { ReactNode } from 'react';
import { Activity, PieChart } from 'lucide-react';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { TitledCard } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { categoryLabel, useT } from '@/i18n';
import { useAdminOverview } from '../../api/use-admin-overview.ts';
import { ActivityItems } from '../overview/activity-items.tsx';

function CategoryShares({ shares }: { shares: AdminOverview['categoryDistribution'] }) {
  const t = useT();
  if (shares.every((share) => share.count === 0)) {
    return (
      <EmptyState
        title={t('admin.activity.noConsultations')}
        description={t('admin.activity.noConsultationsDescription')}
      />
    );
  }
  return (
    <ul aria-label={t('admin.activity.categoryListLabel')} className="space-y-3">
      {shares.map((share) => {
        const label = categoryLabel(share.category);
        const text = t('admin.activity.share', { count: share.count, percent: share.percent });
        return (
          <li key={share.category} className="space-y-1 text-sm">
            <p className="flex justify-between gap-3">
              <span>{label}</span>
              <span className="text-muted-foreground">{text}</span>
            </p>
            <Progress value={share.percent} label={label} valueText={text} />
          </li>
        );
      })}
    </ul>
  );
}

function OverviewCard({
  title,
  description,
  loadFailed,
  icon,
  render,
}: {
  title: string;
  description: string;
  loadFailed: string;
  icon: ReactNode;
  render: (overview: AdminOverview) => ReactNode;
}) {
  const t = useT();
  return (
    <TitledCard icon={icon} title={title} description={description}>
      <QueryState
        query={useAdminOverview()}
        loadingLabel={t('admin.loading')}
        failedTitle={loadFailed}
      >
        {render}
      </QueryState>
    </TitledCard>
  );
}

/** Recent Activity (platform events and admin actions) and Category Distribution, from the server. */
export function PlatformActivity() {
  const t = useT();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <OverviewCard
        title={t('admin.activity.recentTitle')}
        description={t('admin.activity.platformDescription')}
        loadFailed={t('admin.activity.recentLoadFailed')}
        icon={<Activity aria-hidden="true" />}
        render={(overview) => <ActivityItems activity={overview.recentActivity} />}
      />
      <OverviewCard
        title={t('admin.activity.categoryTitle')}
        description={t('admin.activity.categoryDescription')}
        loadFailed={t('admin.activity.categoryLoadFailed')}
        icon={<PieChart aria-hidden="true" />}
        render={(overview) => <CategoryShares shares={overview.categoryDistribution} />}
      />
    </div>
  );
}
