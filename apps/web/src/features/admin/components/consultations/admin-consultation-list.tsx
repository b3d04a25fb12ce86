import { ListState } from '@/components/ui/list-state.tsx';
import { useT } from '@/i18n';
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
  const t = useT();
  const consultations = useAdminConsultations(filters);
  const filtered = Object.values(filters).some(Boolean);
  const items = paged ? consultations.items : consultations.items.slice(0, 10);
  return (
    <ListState
      query={paged ? consultations : { ...consultations, hasNextPage: false }}
      isEmpty={items.length === 0}
      loadingLabel={t('admin.consultations.loading')}
      errorTitle={t('admin.consultations.loadFailed')}
      emptyText={filtered ? t('admin.consultations.noMatch') : t('admin.consultations.empty')}
      emptyDescription={
        filtered
          ? t('admin.consultations.noMatchDescription')
          : t('admin.consultations.emptyDescription')
      }
    >
      <ul aria-label={t('admin.consultations.listLabel')} className="divide-y divide-border">
        {items.map((consultation) => (
          <AdminConsultationRow key={consultation.id} consultation={consultation} />
        ))}
      </ul>
    </ListState>
  );
}
