import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { CardListSkeleton } from '@/components/ui/skeleton.tsx';
import { OpenChatButton } from '@/features/chat';
import { ReviewPrompt, useMyConsultations } from '@/features/consultations';
import { ConsultationRow } from './consultation-row.tsx';
import { RaiseQueryButton } from './raise-query-button.tsx';

/**
 * History: closed and completed consultations, each with its chat (where a closed one can be
 * reopened within its window), the review prompt on completed ones and Raise a Query within 7
 * days of completion.
 */
export function HistoryTab() {
  const consultations = useMyConsultations('history');
  if (consultations.isPending) return <CardListSkeleton />;
  return (
    <ListState
      query={consultations}
      isEmpty={consultations.items.length === 0}
      emptyText="No completed consultations"
      emptyDescription="Consultations you have finished show here, ready to rate."
    >
      <ul className="space-y-3">
        {consultations.items.map((consultation) => (
          <li key={consultation.id}>
            <ConsultationRow
              consultation={consultation}
              date={
                consultation.completedAt
                  ? { label: 'Completed', value: consultation.completedAt }
                  : { label: 'Closed', value: consultation.closedAt }
              }
              action={
                <>
                  <OpenChatButton
                    consultationId={consultation.id}
                    title={consultation.title}
                    variant="outline"
                    history
                  >
                    View Chat History
                  </OpenChatButton>
                  <Link
                    to={`/consultation/${consultation.id}`}
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                  >
                    View Details
                  </Link>
                  <RaiseQueryButton consultation={consultation} />
                </>
              }
            >
              {consultation.abilities.review && <ReviewPrompt consultationId={consultation.id} />}
            </ConsultationRow>
          </li>
        ))}
      </ul>
    </ListState>
  );
}
