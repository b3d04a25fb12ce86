import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { LABELS } from '@salahkar/domain/labels';
import { SectionCard } from '@/components/ui/card.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCaseTimeline } from '@/features/consultations';
import { currentLanguage, useT } from '@/i18n';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/**
 * What happened on the case, oldest first, in IST: posted, offers, paid, first reply, calls,
 * resolved, reopened, complaints, refunds. For the case's two people and admins, the readers the
 * server lets read its chat (the timeline endpoint answers the same people).
 */
export function CaseTimeline({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const shown = consultation.abilities.readChat;
  const timeline = useCaseTimeline(consultation.id, shown);
  if (!shown) return null;
  const names = LABELS[currentLanguage()].caseEvent;
  return (
    <SectionCard title={t('casePage.timeline.title')} regionId="case-timeline-heading">
      {timeline.isPending ? (
        <Spinner label={t('casePage.timeline.loading')} />
      ) : timeline.isError ? (
        <LoadFailed title={t('casePage.timeline.loadFailed')} onRetry={timeline.refetch} />
      ) : (
        <ol className="space-y-3 border-l border-border pl-4">
          {timeline.data.events.map((event, index) => (
            <li key={`${event.kind}-${event.at}-${index}`} className="text-sm">
              <p className="font-medium">
                {event.amount
                  ? t('casePage.timeline.amount', {
                      event: names[event.kind],
                      amount: formatRupeeText(event.amount),
                    })
                  : names[event.kind]}
              </p>
              <time dateTime={event.at} className="text-xs text-muted-foreground">
                {formatIstDateTime(event.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}
