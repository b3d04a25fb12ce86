import { FileText, IndianRupee, UserCheck, Users } from 'lucide-react';
import type { AdminStats } from '@salahkar/domain/schemas/admin-people';
import { QueryState } from '@/components/ui/query-state.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { moneyLabel, useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminStats } from '../../api/use-admin-overview.ts';

/** The dashboard's four tiles, counted by the server; the money tile is the platform's commission. */
export function DashboardStats() {
  const t = useT();
  return (
    <QueryState
      query={useAdminStats()}
      loadingLabel={t('admin.dashboard.stats.loading')}
      failedTitle={t('admin.dashboard.stats.loadFailed')}
    >
      {(figures) => <StatTiles {...figures} />}
    </QueryState>
  );
}

function StatTiles({ users, professionals, consultations, revenue }: AdminStats) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile label={t('admin.stats.totalUsers')} value={users} icon={<Users />} />
      <StatTile
        label={t('admin.dashboard.stats.professionals')}
        value={professionals}
        icon={<UserCheck />}
      />
      <StatTile
        label={t('admin.dashboard.stats.consultations')}
        value={consultations}
        icon={<FileText />}
      />
      <StatTile
        label={moneyLabel('commission')}
        value={formatRupeeText(revenue)}
        detail={moneyLabel('commissionDetail')}
        icon={<IndianRupee />}
      />
    </div>
  );
}
