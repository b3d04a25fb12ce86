import { Button } from '@/components/ui/button.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { useMyConsultations } from '@/features/consultations';
import { RequestCard } from './request-card.tsx';

/** Request Submitted: the user's open requests, newest first. */
export function SubmittedRequestsTab({ onGetConsultation }: { onGetConsultation: () => void }) {
  const consultations = useMyConsultations('submitted');
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
            <RequestCard consultation={consultation} />
          </li>
        ))}
      </ul>
    </ListState>
  );
}
