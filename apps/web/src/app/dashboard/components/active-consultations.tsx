import { Badge } from '@/components/ui/badge.tsx';
import { OpenChatButton } from '@/components/chat-launcher/open-chat-button.tsx';
import { CaseBadges } from '@/components/consultation/consultation-badges.tsx';
import { ConsultationSummary } from '@/components/consultation/consultation-summary.tsx';
import { RefundActions } from '@/features/consultations';
import { useT } from '@/i18n';
import type { useAcceptedConsultations, usePendingActions } from '@/features/professional';
import { ListPanel } from '@/features/professional';

/**
 * Active Consultations: cases assigned to the professional, with Start Chat; those whose chat
 * waits on the professional's reply are marked.
 */
export function ActiveConsultations({
  list,
  pendingActions,
}: {
  list: ReturnType<typeof useAcceptedConsultations>;
  pendingActions: ReturnType<typeof usePendingActions>;
}) {
  const t = useT();
  const awaitingReply = new Set(pendingActions.items.map((consultation) => consultation.id));
  return (
    <ListPanel
      title={t('professional.active.title')}
      description={t('professional.active.description')}
      query={list}
      isEmpty={list.items.length === 0}
      emptyText={t('professional.active.empty')}
    >
      {list.items.map((consultation) => (
        <li key={consultation.id} className="space-y-2 rounded-lg border border-border p-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 font-medium break-words">{consultation.title}</p>
            <CaseBadges consultation={consultation}>
              {awaitingReply.has(consultation.id) && (
                <Badge tone="warning">{t('professional.active.replyDue')}</Badge>
              )}
            </CaseBadges>
          </div>
          <p className="text-sm text-muted-foreground">
            <ConsultationSummary consultation={consultation} />
          </p>
          <div className="flex flex-wrap gap-2">
            <OpenChatButton consultationId={consultation.id} title={consultation.title}>
              {consultation.status === 'assigned'
                ? t('professional.active.startChat')
                : t('professional.active.continueChat')}
            </OpenChatButton>
            <RefundActions consultation={consultation} />
          </div>
        </li>
      ))}
    </ListPanel>
  );
}
