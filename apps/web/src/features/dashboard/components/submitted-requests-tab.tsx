import { Button } from '@/components/ui/button.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { CardListSkeleton } from '@/components/ui/skeleton.tsx';
import { useMyConsultations } from '@/features/consultations';
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
  const consultations = useMyConsultations('submitted');
  if (consultations.isPending) return <CardListSkeleton label="Loading your requests…" />;
  return (
    <ListState
      query={consultations}
      isEmpty={consultations.items.length === 0}
      emptyText="No submitted requests"
      emptyDescription="Requests waiting for their first offer show here."
      emptyAction={<Button onClick={onGetConsultation}>Get Consultation</Button>}
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
    </ListState>
  );
}
