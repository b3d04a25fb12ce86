import { useSearchParams } from 'react-router';
import { Info } from 'lucide-react';
import type { UserStats } from '@salahkar/domain/schemas/consultations';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useUserStats } from '@/features/consultations';
import { formatBadgeCount } from '@/lib/format.ts';
import { ActiveChatsTab } from './active-chats-tab.tsx';
import { CounterOffersTab } from './counter-offers-tab.tsx';
import { ExplainerCarousel } from './explainer-carousel.tsx';
import { HistoryTab } from './history-tab.tsx';
import { SubmittedRequestsTab } from './submitted-requests-tab.tsx';

type TabValue = 'submitted' | 'offers' | 'active' | 'history';

const TABS: readonly { value: TabValue; label: string; count: keyof UserStats }[] = [
  { value: 'submitted', label: 'Request Submitted', count: 'submitted' },
  { value: 'offers', label: 'Counter Offers', count: 'withOffers' },
  { value: 'active', label: 'Active Chat', count: 'active' },
  { value: 'history', label: 'History', count: 'history' },
];

/** A tab's count, capped at 9+; nothing at 0. */
function CountBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge tone="primary" className="min-w-6 justify-center">
      {formatBadgeCount(count)}
    </Badge>
  );
}

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * The user dashboard's four tabs with their counts. Until a tab is chosen, the explainer of how a
 * consultation works shows instead. The chosen tab is in the address (`/?tab=active`), so other
 * screens can open the dashboard at a tab and a reload keeps it.
 */
export function DashboardTabs({ onGetConsultation }: { onGetConsultation: () => void }) {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('tab');
  const tab: TabValue | '' = isTab(chosen) ? chosen : '';
  const setTab = (value: TabValue | '') =>
    setParams(value ? { tab: value } : {}, { replace: true, preventScrollReset: true });
  const stats = useUserStats();

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <TabsList aria-label="Your consultations" className="grid flex-1 grid-cols-2 sm:flex">
          {TABS.map(({ value, label, count }) => (
            <TabsTrigger key={value} value={value}>
              {label} <CountBadge count={stats.data?.[count]} />
            </TabsTrigger>
          ))}
        </TabsList>
        {tab && (
          <Button variant="ghost" size="sm" onClick={() => setTab('')}>
            <Info aria-hidden="true" className="size-4" />
            How it works
          </Button>
        )}
      </div>
      {tab === '' && (
        <div className="mt-4">
          <ExplainerCarousel />
        </div>
      )}
      <TabsContent value="submitted">
        <SubmittedRequestsTab onGetConsultation={onGetConsultation} />
      </TabsContent>
      <TabsContent value="offers">
        <CounterOffersTab />
      </TabsContent>
      <TabsContent value="active">
        <ActiveChatsTab />
      </TabsContent>
      <TabsContent value="history">
        <HistoryTab />
      </TabsContent>
    </Tabs>
  );
}
