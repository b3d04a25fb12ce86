import { Briefcase, IndianRupee, MessagesSquare, Users } from 'lucide-react';
import type { AdminOverview } from '@salahkar/domain/schemas/admin-finance';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { growthText } from './overview-format.ts';

/** The four headline cards: people, professionals, consultations and this month's commission. */
export function OverviewCards({ overview }: { overview: AdminOverview }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        label="Total Users"
        value={overview.totalUsers}
        detail={growthText(overview.userGrowth)}
        icon={<Users aria-hidden="true" />}
      />
      <StatTile
        label="Active Professionals"
        value={overview.activeProfessionals}
        detail={`${overview.pendingApprovals} pending approval`}
        icon={<Briefcase aria-hidden="true" />}
      />
      <StatTile
        label="Total Consultations"
        value={overview.totalConsultations}
        detail={`${overview.completedToday} completed today`}
        icon={<MessagesSquare aria-hidden="true" />}
      />
      <StatTile
        label="Monthly Revenue"
        value={formatRupeeText(overview.monthlyRevenue)}
        detail={growthText(overview.revenueGrowth)}
        icon={<IndianRupee aria-hidden="true" />}
      />
    </div>
  );
}
