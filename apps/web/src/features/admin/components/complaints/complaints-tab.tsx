import { useEffect, useState } from 'react';
import { useT } from '@/i18n';
import { useOpenComplaints } from '../../api/use-admin-complaints.ts';
import { ListCard } from '@/components/ui/list-card.tsx';
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

/** The admin console's complaints tab (the spec's Queries): open complaints, oldest first, to resolve or reroute. */
export function ComplaintsTab() {
  const t = useT();
  const complaints = useOpenComplaints();
  const now = useMinuteClock();
  return (
    <ListCard
      title={t('admin.complaints.title')}
      description={t('admin.complaints.description')}
      query={complaints}
      items={complaints.items}
      listLabel={t('admin.complaints.listLabel')}
      listClassName="space-y-3"
      renderItem={(complaint) => (
        <li key={complaint.id}>
          <ComplaintItem complaint={complaint} now={now} />
        </li>
      )}
      emptyText={t('admin.complaints.empty')}
      emptyDescription={t('admin.complaints.emptyDescription')}
      loadingLabel={t('admin.complaints.loading')}
      errorTitle={t('admin.complaints.loadFailed')}
    />
  );
}
