import { useState } from 'react';
import { TitledCard } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import type { AdminConsultationFilters } from '../../api/use-admin-consultations.ts';
import { AdminConsultationList } from './admin-consultation-list.tsx';
import { ConsultationExports } from './consultation-exports.tsx';
import { ConsultationFilters } from './consultation-filters.tsx';
import { ConsultationStats } from './consultation-stats.tsx';

/** The admin console's consultations tab: figures, exports, filters and every consultation. */
export function ConsultationsTab() {
  const t = useT();
  const [filters, setFilters] = useState<AdminConsultationFilters>({});
  return (
    <div className="space-y-6">
      <ConsultationStats />
      <TitledCard
        title={t('admin.consultations.title')}
        description={t('admin.consultations.description')}
        action={<ConsultationExports />}
        contentClassName="space-y-4"
      >
        <ConsultationFilters filters={filters} onChange={setFilters} />
        <AdminConsultationList filters={filters} />
      </TitledCard>
    </div>
  );
}
