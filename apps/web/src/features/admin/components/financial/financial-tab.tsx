import { useT } from '@/i18n';
import { ExportFinancialReport } from './export-financial-report.tsx';
import { FinancialSummaryCards } from './financial-summary.tsx';
import { PayoutsCard } from './payouts-card.tsx';
import { TransactionsCard } from './transactions-card.tsx';

/** The admin console's financial tab: the figures, the report export, payments and payouts. */
export function FinancialTab() {
  const t = useT();
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">{t('admin.financial.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('admin.financial.description')}</p>
        </div>
        <ExportFinancialReport />
      </div>
      <FinancialSummaryCards />
      <TransactionsCard />
      <PayoutsCard />
    </div>
  );
}
