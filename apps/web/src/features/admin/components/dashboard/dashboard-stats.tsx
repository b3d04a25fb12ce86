import { FileText, IndianRupee, UserCheck, Users } from 'lucide-react';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { moneyLabel, useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminStats } from '../../api/use-admin-overview.ts';

/** The dashboard's four tiles, counted by the server; the money tile is the platform's commission. */
export function DashboardStats() {
  const t = useT();
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label={t('admin.dashboard.stats.loading')} className="size-6" />
      </div>
    );
  }
  if (stats.isError) {
    return <LoadFailed title={t('admin.dashboard.stats.loadFailed')} onRetry={stats.refetch} />;
  }
  const { users, professionals, consultations, revenue } = stats.data;
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
