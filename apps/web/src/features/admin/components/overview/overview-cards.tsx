import { Briefcase, IndianRupee, MessagesSquare, Users } from 'lucide-react';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { moneyLabel, useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { growthText } from './overview-format.ts';

/** The four headline cards: people, professionals, consultations and this month's commission. */
export function OverviewCards({ overview }: { overview: AdminOverview }) {
  const t = useT();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        label={t('admin.stats.totalUsers')}
        value={overview.totalUsers}
        detail={growthText(overview.userGrowth)}
        icon={<Users aria-hidden="true" />}
      />
      <StatTile
        label={t('admin.overview.activeProfessionals')}
        value={overview.activeProfessionals}
        detail={t('admin.overview.pendingApproval', { count: overview.pendingApprovals })}
        icon={<Briefcase aria-hidden="true" />}
      />
      <StatTile
        label={t('admin.stats.totalConsultations')}
        value={overview.totalConsultations}
        detail={t('admin.overview.completedToday', { count: overview.completedToday })}
        icon={<MessagesSquare aria-hidden="true" />}
      />
      <StatTile
        label={moneyLabel('commissionThisMonth')}
        value={formatRupeeText(overview.monthlyRevenue)}
        detail={growthText(overview.revenueGrowth)}
        icon={<IndianRupee aria-hidden="true" />}
      />
    </div>
  );
}
