import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Info } from 'lucide-react';
import type { Consultation, UserStats } from '@salahkar/domain/schemas/consultations';
import { HowItWorks, preloadHowItWorks } from '@/components/layout/how-it-works.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { CardListSkeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useMyConsultations, useUserStats } from '@/features/consultations';
import { msg, useT } from '@/i18n';
import { formatBadgeCount } from '@/lib/format.ts';
import { ExplainerCarousel } from './explainer-carousel.tsx';
import { SubmittedRequestsTab } from './submitted-requests-tab.tsx';

// Request Submitted, the tab that opens first whenever it has anything, comes with the dashboard;
// the other three load when opened (or when the pointer or focus reaches their tab), so their
// offers, refunds and complaints code stays off the first screen.
const loadCounterOffersTab = () => import('./counter-offers-tab.tsx');
const loadActiveChatsTab = () => import('./active-chats-tab.tsx');
const loadHistoryTab = () => import('./history-tab.tsx');
const CounterOffersTab = lazy(() =>
  loadCounterOffersTab().then((m) => ({ default: m.CounterOffersTab })),
);
const ActiveChatsTab = lazy(() =>
  loadActiveChatsTab().then((m) => ({ default: m.ActiveChatsTab })),
);
const HistoryTab = lazy(() => loadHistoryTab().then((m) => ({ default: m.HistoryTab })));

type TabValue = 'submitted' | 'offers' | 'active' | 'history';

const TABS: readonly {
  value: TabValue;
  label: string;
  count: keyof UserStats;
  /** Starts downloading the tab's code, if it is not in the dashboard's own. */
  preload?: () => Promise<unknown>;
}[] = [
  { value: 'submitted', label: msg('dashboard.tabs.submitted'), count: 'submitted' },
  {
    value: 'offers',
    label: msg('dashboard.tabs.offers'),
    count: 'withOffers',
    preload: loadCounterOffersTab,
  },
  {
    value: 'active',
    label: msg('dashboard.tabs.active'),
    count: 'active',
    preload: loadActiveChatsTab,
  },
  {
    value: 'history',
    label: msg('dashboard.tabs.history'),
    count: 'history',
    preload: loadHistoryTab,
  },
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

/**
 * Asks for Request Submitted's list beside the counts rather than after them: it is the tab that
 * opens whenever it has anything in it, and waiting for the counts first would put a round trip
 * before the first cards. Draws nothing; the tab finds the answer (or the request) in the cache.
 */
function PrefetchSubmitted() {
  useMyConsultations('submitted');
  return null;
}

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/** The tab to open when none is chosen: the first one with something in it. */
function busiestTab(stats: UserStats): TabValue | '' {
  return TABS.find(({ count }) => stats[count] > 0)?.value ?? '';
}

/**
 * The user dashboard's four tabs with their counts. While the person has no consultations the
 * explainer of how a consultation works shows instead; after that the first tab with something
 * in it opens, and How it works is a dialog. The chosen tab is in the address (`/?tab=active`),
 * so other screens can open the dashboard at a tab and a reload keeps it. A request just posted
 * opens Request Submitted with its card highlighted and announced.
 */
export function DashboardTabs({
  onGetConsultation,
  justPosted,
  onHighlightShown,
}: {
  onGetConsultation: () => void;
  justPosted: Consultation | null;
  onHighlightShown: () => void;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [explaining, setExplaining] = useState(false);
  const stats = useUserStats();
  const chosen = params.get('tab');
  const setTab = (value: TabValue) =>
    setParams({ tab: value }, { replace: true, preventScrollReset: true });

  useEffect(() => {
    if (justPosted) setParams({ tab: 'submitted' }, { replace: true, preventScrollReset: true });
  }, [justPosted, setParams]);

  // Until the counts say whether there is anything to show, no tab is open and cards are sketched.
  const fallback = stats.data ? busiestTab(stats.data) : stats.isPending ? '' : 'submitted';
  const tab: TabValue | '' = justPosted ? 'submitted' : isTab(chosen) ? chosen : fallback;

  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value as TabValue)}>
      <p role="status" className="sr-only">
        {justPosted && t('dashboard.tabs.justPosted', { title: justPosted.title })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <TabsList
          aria-label={t('dashboard.tabs.label')}
          className="grid flex-1 grid-cols-2 sm:flex"
        >
          {TABS.map(({ value, label, count, preload }) => (
            <TabsTrigger
              key={value}
              value={value}
              onPointerEnter={preload && (() => void preload())}
              onFocus={preload && (() => void preload())}
            >
              {t(label)} <CountBadge count={stats.data?.[count]} />
            </TabsTrigger>
          ))}
        </TabsList>
        {tab && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setExplaining(true)}
            onPointerEnter={preloadHowItWorks}
            onFocus={preloadHowItWorks}
          >
            <Info aria-hidden="true" className="size-4" />
            {t('dashboard.tabs.howItWorks')}
          </Button>
        )}
      </div>
      {tab === '' && stats.isPending && <PrefetchSubmitted />}
      {tab === '' && (
        <div className="mt-4">
          {stats.isPending ? (
            <CardListSkeleton count={2} label={t('dashboard.tabs.loading')} />
          ) : (
            <ExplainerCarousel />
          )}
        </div>
      )}
      <TabsContent value="submitted">
        <SubmittedRequestsTab
          onGetConsultation={onGetConsultation}
          highlightId={justPosted?.id ?? null}
          onHighlightShown={onHighlightShown}
        />
      </TabsContent>
      <TabsContent value="offers">
        <Suspense fallback={<CardListSkeleton />}>
          <CounterOffersTab />
        </Suspense>
      </TabsContent>
      <TabsContent value="active">
        <Suspense fallback={<CardListSkeleton />}>
          <ActiveChatsTab />
        </Suspense>
      </TabsContent>
      <TabsContent value="history">
        <Suspense fallback={<CardListSkeleton />}>
          <HistoryTab />
        </Suspense>
      </TabsContent>
      <HowItWorks open={explaining} onOpenChange={setExplaining} />
    </Tabs>
  );
}
