import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Dialog, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { AttachmentList } from '@/components/consultation/attachment-list.tsx';
import { ConsultationFacts } from '@/components/consultation/consultation-facts.tsx';
import { UrgencyBadge } from '@/components/consultation/consultation-badges.tsx';
import { OfferForm } from '@/features/offers';
import { useT } from '@/i18n';

/** View Case: a request in full, the client's documents (opened in a new tab) and the offer form. */
export function ViewCaseDialog({
  consultation,
  open,
  onOpenChange,
}: {
  consultation: Consultation;
} & DialogState) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={consultation.title}
        description={t('professional.case.details')}
        className="max-w-xl"
      >
        <div className="space-y-5">
          <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
          <ConsultationFacts consultation={consultation} />
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">{t('professional.case.description')}</h3>
            <p className="text-sm whitespace-pre-line">{consultation.description}</p>
          </section>
          <section className="space-y-2">
            <h3 className="text-sm font-semibold">{t('professional.case.attachments')}</h3>
            <AttachmentList
              files={consultation.files}
              action="open"
              emptyText={t('professional.case.noAttachments')}
            />
          </section>
          <section className="space-y-3 border-t border-border pt-4">
            <h3 className="text-sm font-semibold">{t('professional.case.yourOffer')}</h3>
            {consultation.abilities.offer ? (
              <OfferForm consultation={consultation} onSubmitted={() => onOpenChange(false)} />
            ) : (
              <p className="text-sm text-muted-foreground">{t('professional.case.offerClosed')}</p>
            )}
          </section>
        </div>
      </DialogContent>
    </Dialog>
  );
}
