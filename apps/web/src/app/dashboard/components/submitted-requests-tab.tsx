import { Button } from '@/components/ui/button.tsx';
import { useMyConsultations } from '@/features/consultations';
import { useT } from '@/i18n';
import { CardListState } from '@/components/ui/list-state.tsx';
import { RequestCard } from './request-card.tsx';

/** Request Submitted: the user's open requests, newest first; a just-posted one is highlighted. */
export function SubmittedRequestsTab({
  onGetConsultation,
  highlightId,
  onHighlightShown,
}: {
  onGetConsultation: () => void;
  highlightId: string | null;
  onHighlightShown: () => void;
}) {
  const t = useT();
  const consultations = useMyConsultations('submitted');
  return (
    <CardListState
      query={consultations}
      loadingLabel={t('dashboard.submitted.loading')}
      isEmpty={consultations.items.length === 0}
      emptyText={t('dashboard.submitted.empty')}
      emptyDescription={t('dashboard.submitted.emptyDescription')}
      emptyAction={<Button onClick={onGetConsultation}>{t('dashboard.getConsultation')}</Button>}
    >
      <ul className="space-y-4">
        {consultations.items.map((consultation) => (
          <li key={consultation.id}>
            <RequestCard
              consultation={consultation}
              highlighted={consultation.id === highlightId}
              onHighlightShown={onHighlightShown}
            />
          </li>
        ))}
      </ul>
    </CardListState>
  );
}
