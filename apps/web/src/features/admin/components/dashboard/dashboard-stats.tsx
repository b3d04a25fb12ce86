import { FileText, IndianRupee, UserCheck, Users } from 'lucide-react';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminStats } from '../../api/use-admin-overview.ts';

/** The dashboard's four tiles, counted by the server; revenue is the platform's commission. */
export function DashboardStats() {
  const stats = useAdminStats();
  if (stats.isPending) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label="Loading platform figures…" className="size-6" />
      </div>
    );
  }
  if (stats.isError) {
    return <LoadFailed title="Could not load the platform figures" onRetry={stats.refetch} />;
  }
  const { users, professionals, consultations, revenue } = stats.data;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile label="Total Users" value={users} icon={<Users />} />
      <StatTile label="Professionals" value={professionals} icon={<UserCheck />} />
      <StatTile label="Consultations" value={consultations} icon={<FileText />} />
      <StatTile
        label="Revenue"
        value={formatRupeeText(revenue)}
        detail="Platform commission earned"
        icon={<IndianRupee />}
      />
    </div>
  );
}
