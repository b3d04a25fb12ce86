import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { TitledCard } from '@/components/ui/card.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useT } from '@/i18n';
// The admin path, not '../consultations', which the boundary lint reads as the consultations feature.
import { AdminConsultationList } from '@/features/admin/components/consultations/admin-consultation-list.tsx';
import { AdminSection } from '../admin-section.tsx';
import { DashboardStats } from './dashboard-stats.tsx';
import { PendingApprovals } from './pending-approvals.tsx';
import { PlatformActivity } from './platform-activity.tsx';

function PlatformConsultations() {
  const t = useT();
  return (
    <TitledCard
      title={t('admin.dashboard.consultations.title')}
      description={t('admin.dashboard.consultations.description')}
      action={
        <Link to="/admin" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          {t('admin.dashboard.consultations.openConsole')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      <AdminConsultationList paged={false} />
    </TitledCard>
  );
}

/** `/` for an admin: the platform's figures, approvals, activity and newest consultations. */
export function AdminDashboard() {
  const t = useT();
  const { data: user } = useCurrentUser();
  return (
    <AdminSection
      name="dashboard"
      subtitle={
        user?.firstName?.trim()
          ? t('admin.dashboard.welcome', { name: user.firstName.trim() })
          : t('admin.dashboard.welcomeNoName')
      }
    >
      <DashboardStats />
      <PendingApprovals />
      <PlatformActivity />
      <PlatformConsultations />
    </AdminSection>
  );
}
