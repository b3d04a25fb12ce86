import { useEffect, useState } from 'react';
import { useT } from '@/i18n';
import { useOpenComplaints } from '../../api/use-admin-complaints.ts';
import { AdminListCard } from '../admin-list-card.tsx';
import { ComplaintItem } from './complaint-item.tsx';

/** The waits are shown to the minute, so the clock they count from moves on each minute. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The admin console's queries tab: open queries, oldest first, to resolve or reroute. */
export function ComplaintsTab() {
  const t = useT();
  const queries = useOpenComplaints();
  const now = useMinuteClock();
  return (
    <AdminListCard
      title={t('admin.queries.title')}
      description={t('admin.queries.description')}
      query={queries}
      items={queries.items}
      listLabel={t('admin.queries.listLabel')}
      listClassName="space-y-3"
      renderItem={(query) => (
        <li key={query.id}>
          <ComplaintItem query={query} now={now} />
        </li>
      )}
      emptyText={t('admin.queries.empty')}
      emptyDescription={t('admin.queries.emptyDescription')}
      loadingLabel={t('admin.queries.loading')}
      errorTitle={t('admin.queries.loadFailed')}
    />
  );
}
