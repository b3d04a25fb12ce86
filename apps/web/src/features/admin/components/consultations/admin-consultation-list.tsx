import { ListState } from '@/components/ui/list-state.tsx';
import {
  useAdminConsultations,
  type AdminConsultationFilters,
} from '../../api/use-admin-consultations.ts';
import { AdminConsultationRow } from './consultation-row.tsx';

/**
 * Consultations across the platform, newest first, ten at a time. With `paged` the list grows by
 * Load More; without it (the dashboard's short list) only the first ten show.
 */
export function AdminConsultationList({
  filters = {},
  paged = true,
}: {
  filters?: AdminConsultationFilters;
  paged?: boolean;
}) {
  const consultations = useAdminConsultations(filters);
  const filtered = Object.values(filters).some(Boolean);
  const items = paged ? consultations.items : consultations.items.slice(0, 10);
  return (
    <ListState
      query={paged ? consultations : { ...consultations, hasNextPage: false }}
      isEmpty={items.length === 0}
      loadingLabel="Loading consultations…"
      errorTitle="Could not load consultations"
      emptyText={filtered ? 'No consultations match these filters' : 'No consultations yet'}
      emptyDescription={
        filtered ? 'Try another status, category or search.' : 'Requests users post show here.'
      }
    >
      <ul aria-label="Consultations" className="divide-y divide-border">
        {items.map((consultation) => (
          <AdminConsultationRow key={consultation.id} consultation={consultation} />
        ))}
      </ul>
    </ListState>
  );
}
