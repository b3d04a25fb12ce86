import { useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** /consultation/:id: one consultation request in full. */
export function ConsultationDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="consultation-heading" className="space-y-4">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      <h1 id="consultation-heading" className="text-2xl font-semibold sm:text-3xl">
        Consultation Details
      </h1>
      <p className="text-sm text-muted-foreground">Consultation ID: {id}</p>
    </section>
  );
}
