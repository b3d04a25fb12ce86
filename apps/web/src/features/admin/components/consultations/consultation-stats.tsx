import type { ReactNode } from 'react';
import { Activity, CheckCircle2, FileText, IndianRupee } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { moneyLabel, t } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminOverview } from '../../api/use-admin-overview.ts';
import { useFinancialSummary } from '../../api/use-admin-finance.ts';

type Figure<T> = { isPending: boolean; isError: boolean; data: T | undefined };

/** A figure while it loads, when it failed ('—' with the reason as a title), and when it came. */
function valueOf<T>(figure: Figure<T>, show: (data: T) => ReactNode): ReactNode {
  if (figure.isPending) return <Spinner label={t('admin.loading')} className="size-5" />;
  if (figure.isError || figure.data === undefined) {
    return <span title={t('admin.consultations.stats.figureFailed')}>—</span>;
  }
  return show(figure.data);
}

/**
 * The consultations tab's cards, every figure counted by the server over all consultations:
 * totals, active and completed cases from the overview (the lists' totals are capped), and gross
 * revenue (money captured) from the financial summary.
 */
export function ConsultationStats() {
  const overview = useAdminOverview();
  const summary = useFinancialSummary({ fresh: true });
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        label={t('admin.stats.totalConsultations')}
        value={valueOf(overview, (data) => data.totalConsultations)}
        icon={<FileText />}
      />
      <StatTile
        label={t('admin.consultations.stats.active')}
        value={valueOf(overview, (data) => data.activeConsultations)}
        detail={t('admin.consultations.stats.activeDetail')}
        icon={<Activity />}
      />
      <StatTile
        label={t('admin.consultations.stats.completed')}
        value={valueOf(overview, (data) => data.completedConsultations)}
        icon={<CheckCircle2 />}
      />
      <StatTile
        label={moneyLabel('grossPayments')}
        value={valueOf(summary, (data) => formatRupeeText(data.totalRevenue))}
        detail={moneyLabel('grossPaymentsDetail')}
        icon={<IndianRupee />}
      />
    </div>
  );
}
