import { ArrowDownUp, Banknote, Clock, Landmark, Percent, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { moneyLabel, msg, t as translate, useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useFinancialSummary } from '../../api/use-admin-finance.ts';

/** '+12.5% vs last month', or why there is nothing to compare with. */
export function growthText(growth: number | null): string {
  if (growth === null) return translate(msg('admin.financial.growthNone'));
  const sign = growth > 0 ? '+' : '';
  const percent = `${sign}${growth.toLocaleString('en-IN', { maximumFractionDigits: 1 })}`;
  return translate(msg('admin.financial.growth'), { percent });
}

/** The financial tab's figures, all from the ledger, in rupees. */
export function FinancialSummaryCards() {
  const t = useT();
  const summary = useFinancialSummary();
  if (summary.isPending) {
    return (
      <Card className="flex justify-center py-10 text-primary">
        <Spinner label={t('admin.financial.summaryLoading')} className="size-6" />
      </Card>
    );
  }
  if (summary.isError) {
    return <LoadFailed title={t('admin.financial.summaryLoadFailed')} onRetry={summary.refetch} />;
  }
  const figures = summary.data;
  return (
    <ul
      aria-label={t('admin.financial.summaryLabel')}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <li>
        <StatTile
          label={moneyLabel('grossPayments')}
          value={formatRupeeText(figures.totalRevenue)}
          detail={moneyLabel('grossPaymentsDetail')}
          icon={<Banknote />}
        />
      </li>
      <li>
        <StatTile
          label={moneyLabel('commission')}
          value={formatRupeeText(figures.totalCommission)}
          detail={moneyLabel('commissionDetail')}
          icon={<Percent />}
        />
      </li>
      <li>
        <StatTile
          label={t('admin.financial.paidOut')}
          value={formatRupeeText(figures.totalPayouts)}
          detail={t('admin.financial.paidOutDetail')}
          icon={<Landmark />}
        />
      </li>
      <li>
        <StatTile
          label={t('admin.financial.pendingPayouts')}
          value={formatRupeeText(figures.pendingPayouts)}
          detail={t('admin.financial.pendingPayoutsDetail')}
          icon={<Clock />}
        />
      </li>
      <li>
        <StatTile
          label={moneyLabel('commissionThisMonth')}
          value={formatRupeeText(figures.monthlyRevenue)}
          detail={t('admin.financial.monthRevenueDetail', {
            growth: growthText(figures.monthlyGrowth),
          })}
          icon={<TrendingUp />}
        />
      </li>
      <li>
        <StatTile
          label={t('admin.financial.transactions')}
          value={figures.transactionCount.toLocaleString('en-IN')}
          detail={t('admin.financial.transactionsDetail')}
          icon={<ArrowDownUp />}
        />
      </li>
    </ul>
  );
}
