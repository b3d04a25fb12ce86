import type { ReactNode } from 'react';
import { Activity, CheckCircle2, FileText, IndianRupee } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminOverview } from '../../api/use-admin-overview.ts';
import { useFinancialSummary } from '../../api/use-admin-finance.ts';

type Figure<T> = { isPending: boolean; isError: boolean; data: T | undefined };

/** A figure while it loads, when it failed ('—' with the reason as a title), and when it came. */
function valueOf<T>(figure: Figure<T>, show: (data: T) => ReactNode): ReactNode {
  if (figure.isPending) return <Spinner label="Loading…" className="size-5" />;
  if (figure.isError || figure.data === undefined) {
    return <span title="Could not load this figure">—</span>;
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
        label="Total Consultations"
        value={valueOf(overview, (data) => data.totalConsultations)}
        icon={<FileText />}
      />
      <StatTile
        label="Active Cases"
        value={valueOf(overview, (data) => data.activeConsultations)}
        detail="Assigned, in progress or reopened"
        icon={<Activity />}
      />
      <StatTile
        label="Completed"
        value={valueOf(overview, (data) => data.completedConsultations)}
        icon={<CheckCircle2 />}
      />
      <StatTile
        label="Total Revenue"
        value={valueOf(summary, (data) => formatRupeeText(data.totalRevenue))}
        detail="All payments captured"
        icon={<IndianRupee />}
      />
    </div>
  );
}
