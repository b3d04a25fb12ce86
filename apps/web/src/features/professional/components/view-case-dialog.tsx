import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { AttachmentList, ConsultationFacts, UrgencyBadge } from '@/features/consultations';
import { OfferForm } from '@/features/offers';

/** View Case: a request in full, the client's documents (opened in a new tab) and the offer form. */
export function ViewCaseDialog({
  consultation,
  open,
  onOpenChange,
}: {
  consultation: Consultation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={consultation.title} description="Case details" className="max-w-xl">
        <div className="space-y-5">
          <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
          <ConsultationFacts consultation={consultation} />
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">Description</h3>
            <p className="text-sm whitespace-pre-line">{consultation.description}</p>
          </section>
          <section className="space-y-2">
            <h3 className="text-sm font-semibold">Client Attachments</h3>
            <AttachmentList
              files={consultation.files}
              action="open"
              emptyText="The client attached no documents."
            />
          </section>
          <section className="space-y-3 border-t border-border pt-4">
            <h3 className="text-sm font-semibold">Your Counter Offer</h3>
            {consultation.abilities.offer ? (
              <OfferForm consultation={consultation} onSubmitted={() => onOpenChange(false)} />
            ) : (
              <p className="text-sm text-muted-foreground">
                You cannot send an offer on this request any more.
              </p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
