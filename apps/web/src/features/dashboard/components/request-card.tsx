import { useId, useState } from 'react';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import {
  ConsultationDetailsDialog,
  ConsultationFacts,
  ConsultationStatusBadge,
  DeleteConsultationDialog,
  EditConsultationDialog,
  PaymentStatusBadge,
  UrgencyBadge,
} from '@/features/consultations';

type OpenDialog = 'details' | 'edit' | 'delete' | null;

/** A request the user has posted: its facts, and View Details, Edit and Delete as allowed. */
export function RequestCard({ consultation }: { consultation: Consultation }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onOpenChange = (open: boolean) => !open && setDialog(null);
  const { abilities } = consultation;
  // Every card has the same buttons: each also reads out which request it acts on.
  const titleId = useId();

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="min-w-0 font-semibold break-words">
          {consultation.title}
        </h3>
        <div className="flex flex-wrap gap-2">
          <ConsultationStatusBadge status={consultation.status} />
          <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
          <PaymentStatusBadge consultation={consultation} />
        </div>
      </div>
      <ConsultationFacts consultation={consultation} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={titleId}
          onClick={() => setDialog('details')}
        >
          <Eye aria-hidden="true" className="size-4" />
          View Details
        </Button>
        {abilities.edit && (
          <Button
            variant="outline"
            size="sm"
            aria-describedby={titleId}
            onClick={() => setDialog('edit')}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </Button>
        )}
        {abilities.delete && (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive"
            aria-describedby={titleId}
            onClick={() => setDialog('delete')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        )}
      </div>

      <ConsultationDetailsDialog
        consultation={consultation}
        open={dialog === 'details'}
        onOpenChange={onOpenChange}
      />
      {abilities.edit && (
        <EditConsultationDialog
          consultation={consultation}
          open={dialog === 'edit'}
          onOpenChange={onOpenChange}
        />
      )}
      {abilities.delete && (
        <DeleteConsultationDialog
          consultationId={consultation.id}
          open={dialog === 'delete'}
          onOpenChange={onOpenChange}
        />
      )}
    </Card>
  );
}
