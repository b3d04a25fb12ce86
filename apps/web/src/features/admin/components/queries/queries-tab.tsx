import { useEffect, useState } from 'react';
import { useOpenQueries } from '../../api/use-admin-queries.ts';
import { AdminListCard } from '../admin-list-card.tsx';
import { QueryItem } from './query-item.tsx';

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
export function QueriesTab() {
  const queries = useOpenQueries();
  const now = useMinuteClock();
  return (
    <AdminListCard
      title="Query Review (24-Hour Resolution)"
      description="Queries users raised on completed consultations, oldest first. Resolve each within 24 hours, with a refund where it is due, or reroute the case to another professional."
      query={queries}
      items={queries.items}
      listLabel="Open queries"
      listClassName="space-y-3"
      renderItem={(query) => (
        <li key={query.id}>
          <QueryItem query={query} now={now} />
        </li>
      )}
      emptyText="No open queries"
      emptyDescription="Queries users raise on completed consultations show here."
      loadingLabel="Loading queries…"
      errorTitle="Could not load the queries"
    />
  );
}
