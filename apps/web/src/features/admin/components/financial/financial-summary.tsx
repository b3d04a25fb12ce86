import { ArrowDownUp, Banknote, Clock, Landmark, Percent, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useFinancialSummary } from '../../api/use-admin-finance.ts';

/** '+12.5% vs last month', or why there is nothing to compare with. */
export function growthText(growth: number | null): string {
  if (growth === null) return 'No revenue last month to compare with';
  const sign = growth > 0 ? '+' : '';
  return `${sign}${growth.toLocaleString('en-IN', { maximumFractionDigits: 1 })}% vs last month`;
}

/** The financial tab's figures, all from the ledger, in rupees. */
export function FinancialSummaryCards() {
  const summary = useFinancialSummary();
  if (summary.isPending) {
    return (
      <Card className="flex justify-center py-10 text-primary">
        <Spinner label="Loading the financial summary…" className="size-6" />
      </Card>
    );
  }
  if (summary.isError) {
    return <LoadFailed title="Could not load the financial summary" onRetry={summary.refetch} />;
  }
  const figures = summary.data;
  return (
    <ul aria-label="Financial summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <li>
        <StatTile
          label="Total Revenue"
          value={formatRupeeText(figures.totalRevenue)}
          detail="All money captured from users"
          icon={<Banknote />}
        />
      </li>
      <li>
        <StatTile
          label="Platform Commission"
          value={formatRupeeText(figures.totalCommission)}
          detail="Kept by the platform, after refunds"
          icon={<Percent />}
        />
      </li>
      <li>
        <StatTile
          label="Paid Out"
          value={formatRupeeText(figures.totalPayouts)}
          detail="Transferred to professionals"
          icon={<Landmark />}
        />
      </li>
      <li>
        <StatTile
          label="Pending Payouts"
          value={formatRupeeText(figures.pendingPayouts)}
          detail="Requested, not yet transferred"
          icon={<Clock />}
        />
      </li>
      <li>
        <StatTile
          label="This Month's Revenue"
          value={formatRupeeText(figures.monthlyRevenue)}
          detail={`Commission · ${growthText(figures.monthlyGrowth)}`}
          icon={<TrendingUp />}
        />
      </li>
      <li>
        <StatTile
          label="Transactions"
          value={figures.transactionCount.toLocaleString('en-IN')}
          detail="Captured payments"
          icon={<ArrowDownUp />}
        />
      </li>
    </ul>
  );
}
