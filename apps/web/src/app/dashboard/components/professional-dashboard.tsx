import { Link } from 'react-router';
import { History, Wallet } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import type { CurrentUser } from '@/lib/current-user.ts';
import { categoryField, useT } from '@/i18n';
import {
  useAcceptedConsultations,
  useAvailableConsultations,
  useMyOffers,
  usePendingActions,
  useProfessionalStats,
} from '@/features/professional';
import { ActiveConsultations } from './active-consultations.tsx';
import { AvailableOptions } from './available-options.tsx';
import { AwaitingApprovalPanel, DashboardErrorPanel } from '@/features/professional';
import { MyOffers } from '@/features/professional';
import { StatsTiles } from '@/features/professional';

function DashboardBody() {
  const stats = useProfessionalStats();
  const available = useAvailableConsultations();
  const awaitingOffers = useMyOffers('pending');
  const acceptedOffers = useMyOffers('accepted');
  const accepted = useAcceptedConsultations();
  const pendingActions = usePendingActions();

  const loads = [stats, available, awaitingOffers, acceptedOffers, accepted, pendingActions];
  if (loads.some((query) => query.isError)) {
    return <DashboardErrorPanel />;
  }
  return (
    <div className="space-y-6">
      <StatsTiles stats={stats.data} />
      <AvailableOptions list={available} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MyOffers awaiting={awaitingOffers} accepted={acceptedOffers} />
        <ActiveConsultations list={accepted} pendingActions={pendingActions} />
      </div>
    </div>
  );
}

/** `/` for a professional: greeting, tiles and lists, or the wait for approval. */
export function ProfessionalDashboard({ user }: { user: CurrentUser }) {
  const t = useT();
  const field = user.specialization ? categoryField(user.specialization) : null;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="dashboard-heading"
        className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between"
      >
        <div>
          <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
            {t('professional.welcome', {
              name: user.firstName?.trim() || t('professional.welcomeThere'),
            })}
          </h1>
          <p className="mt-2 text-muted-foreground">
            {t('professional.subtitle')}
            {field ? ` · ${field}` : ''}
          </p>
        </div>
        {user.isApproved && (
          <div className="flex flex-wrap gap-2">
            <Link to="/wallet" className={buttonClasses({ variant: 'outline' })}>
              <Wallet aria-hidden="true" className="size-4" />
              {t('professional.wallet')}
            </Link>
            <Link to="/completed-cases" className={buttonClasses({ variant: 'outline' })}>
              <History aria-hidden="true" className="size-4" />
              {t('professional.completedCases')}
            </Link>
          </div>
        )}
      </section>
      {user.isApproved ? <DashboardBody /> : <AwaitingApprovalPanel />}
    </div>
  );
}
