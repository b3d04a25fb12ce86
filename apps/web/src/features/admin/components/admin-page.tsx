import { useSearchParams } from 'react-router';
import { AccessDenied } from '@/components/layout/access-denied.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { msg, useT } from '@/i18n';
import { AdminSection } from './admin-section.tsx';
import { ConsultationsTab } from './consultations/consultations-tab.tsx';
import { FinancialTab } from './financial/financial-tab.tsx';
import { OverviewTab } from './overview/overview-tab.tsx';
import { ProfessionsTab } from './professions/professions-tab.tsx';
import { ComplaintsTab } from './complaints/complaints-tab.tsx';
import { UsersTab } from './users/users-tab.tsx';

const TABS = [
  { value: 'overview', label: msg('admin.tabs.overview'), Content: OverviewTab },
  { value: 'users', label: msg('admin.tabs.users'), Content: UsersTab },
  { value: 'professions', label: msg('admin.tabs.professions'), Content: ProfessionsTab },
  { value: 'consultations', label: msg('admin.tabs.consultations'), Content: ConsultationsTab },
  { value: 'queries', label: msg('admin.tabs.queries'), Content: ComplaintsTab },
  { value: 'financial', label: msg('admin.tabs.financial'), Content: FinancialTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];

const DEFAULT_TAB: TabValue = 'consultations';

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * /admin: the admin console's six tabs, consultations first. The tab is in the address
 * (`/admin?tab=users`) so a reload or a shared link keeps it. The server refuses every admin call
 * to anyone else as well; this screen only saves them the trip.
 */
export function AdminPage() {
  const t = useT();
  const { data: user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  if (user?.role !== 'admin') {
    return <AccessDenied reason={t('admin.page.accessDenied')} />;
  }
  const chosen = params.get('tab');
  const tab = isTab(chosen) ? chosen : DEFAULT_TAB;
  const setTab = (value: string) =>
    setParams({ tab: value }, { replace: true, preventScrollReset: true });

  return (
    <AdminSection name="admin" subtitle={t('admin.page.subtitle')}>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList
          aria-label={t('admin.page.tabsLabel')}
          className="grid grid-cols-2 sm:grid-cols-3 lg:flex"
        >
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {t(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </AdminSection>
  );
}
