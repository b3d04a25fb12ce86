import { AlertTriangle, Hourglass, RefreshCw } from 'lucide-react';
import { PROFESSIONAL_REVIEW_TIME_TEXT } from '@salahkar/domain/limits';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Shown when any of the dashboard's loads fails (docs/product/rulings.md, R-31). */
export function DashboardErrorPanel() {
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle aria-hidden="true" />}
        title="Error Loading Dashboard"
        description="Some of your dashboard could not be loaded. Check your connection, then refresh the page."
        action={
          <Button onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh Page
          </Button>
        }
      />
    </div>
  );
}

/** What a professional sees until an admin approves their account. */
export function AwaitingApprovalPanel() {
  return (
    <EmptyState
      icon={<Hourglass aria-hidden="true" />}
      title="Your account is awaiting approval"
      description={`An admin is reviewing your details, which typically takes ${PROFESSIONAL_REVIEW_TIME_TEXT}. We will email you as soon as you can see requests and send offers.`}
    />
  );
}
