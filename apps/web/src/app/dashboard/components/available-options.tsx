import { useState } from 'react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { UrgencyBadge } from '@/components/consultation/consultation-badges.tsx';
import { useT } from '@/i18n';
import { formatIstDate } from '@/lib/format.ts';
import { formatBudgetRange } from '@/lib/rupee-amounts.ts';
import type { useAvailableConsultations } from '@/features/professional';
import { ListPanel } from '@/features/professional';
import { ViewCaseDialog } from './view-case-dialog.tsx';

function AvailableCase({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">{consultation.title}</p>
        <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
      </div>
      <p className="text-sm text-muted-foreground">
        {consultation.subcategory} · {formatBudgetRange(consultation)} ·{' '}
        {t('professional.available.posted', { date: formatIstDate(consultation.createdAt) })}
      </p>
      <Button size="sm" variant="outline" onClick={() => setViewing(true)}>
        {t('professional.available.viewCase')}
      </Button>
      <ViewCaseDialog consultation={consultation} open={viewing} onOpenChange={setViewing} />
    </li>
  );
}

/** Available Options: open requests of the professional's field they have not offered on yet. */
export function AvailableOptions({ list }: { list: ReturnType<typeof useAvailableConsultations> }) {
  const t = useT();
  return (
    <ListPanel
      title={t('professional.available.title')}
      description={t('professional.available.description')}
      query={list}
      isEmpty={list.items.length === 0}
      emptyText={t('professional.available.empty')}
    >
      {list.items.map((consultation) => (
        <AvailableCase key={consultation.id} consultation={consultation} />
      ))}
    </ListPanel>
  );
}
