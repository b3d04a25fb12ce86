import { useState } from 'react';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
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
      <Card>
        <CardHeader>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-1.5">
              <CardTitle>{t('admin.consultations.title')}</CardTitle>
              <CardDescription>{t('admin.consultations.description')}</CardDescription>
            </div>
            <ConsultationExports />
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <ConsultationFilters filters={filters} onChange={setFilters} />
          <AdminConsultationList filters={filters} />
        </CardContent>
      </Card>
    </div>
  );
}
