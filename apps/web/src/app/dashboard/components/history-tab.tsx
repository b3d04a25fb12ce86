import { Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ChatHistoryButton } from '@/components/chat-launcher/open-chat-button.tsx';
import { useMyConsultations } from '@/features/consultations';
import { msg, useT } from '@/i18n';
import { CardListState } from '@/components/ui/list-state.tsx';
import { ConsultationRow } from './consultation-row.tsx';
import { ReviewPrompt } from './lazy-consultation-dialogs.ts';
import { RaiseComplaintButton } from './raise-complaint-button.tsx';

/**
 * History: closed and completed consultations, each with its chat (where a closed one can be
 * reopened within its window), the review prompt on completed ones and Raise a Query within 7
 * days of completion.
 */
export function HistoryTab() {
  const t = useT();
  const consultations = useMyConsultations('history');
  return (
    <CardListState
      query={consultations}
      isEmpty={consultations.items.length === 0}
      emptyText={t('dashboard.history.empty')}
      emptyDescription={t('dashboard.history.emptyDescription')}
    >
      <ul className="space-y-3">
        {consultations.items.map((consultation) => (
          <li key={consultation.id}>
            <ConsultationRow
              consultation={consultation}
              date={
                consultation.completedAt
                  ? { label: msg('dashboard.row.completed'), value: consultation.completedAt }
                  : { label: msg('dashboard.row.closed'), value: consultation.closedAt }
              }
              action={
                <>
                  <ChatHistoryButton consultation={consultation}>
                    {t('dashboard.history.viewChat')}
                  </ChatHistoryButton>
                  <Link
                    to={`/consultation/${consultation.id}`}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    {t('dashboard.history.viewDetails')}
                  </Link>
                  <RaiseComplaintButton consultation={consultation} />
                </>
              }
            >
              {consultation.abilities.review && (
                // The review form's code (the form library) loads with the first one shown.
                <Suspense fallback={null}>
                  <ReviewPrompt consultationId={consultation.id} />
                </Suspense>
              )}
            </ConsultationRow>
          </li>
        ))}
      </ul>
    </CardListState>
  );
}
