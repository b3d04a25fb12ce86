import { AlertTriangle, Hourglass, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { useT } from '@/i18n';

/** Shown when any of the dashboard's loads fails (docs/product/rulings.md, R-31). */
export function DashboardErrorPanel() {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle aria-hidden="true" />}
        title={t('professional.error.title')}
        description={t('professional.error.description')}
        action={
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('professional.error.refresh')}
          </Button>
        }
      />
    </div>
  );
}

/** What a professional sees until an admin approves their account. */
export function AwaitingApprovalPanel() {
  const t = useT();
  return (
    <EmptyState
      icon={<Hourglass aria-hidden="true" />}
      title={t('professional.approval.title')}
      description={t('professional.approval.description')}
    />
  );
}
