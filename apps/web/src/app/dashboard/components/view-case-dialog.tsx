import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { AttachmentList } from '@/components/consultation/attachment-list.tsx';
import { RequestInFull } from '@/components/consultation/consultation-facts.tsx';
import { UrgencyBadge } from '@/components/consultation/consultation-badges.tsx';
import { OfferForm } from '@/features/offers';
import { useT } from '@/i18n';

/** View Case: a request in full, the client's documents (opened in a new tab) and the offer form. */
export function ViewCaseDialog({
  consultation,
  ...dialog
}: { consultation: Consultation } & DialogState) {
  const t = useT();
  return (
    <DialogFrame
      {...dialog}
      title={consultation.title}
      description={t('professional.case.details')}
      className="max-w-xl"
    >
      <div className="space-y-5">
        <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
        <RequestInFull
          consultation={consultation}
          descriptionTitle={t('professional.case.description')}
          documentsTitle={t('professional.case.attachments')}
        >
          <AttachmentList
            files={consultation.files}
            action="open"
            emptyText={t('professional.case.noAttachments')}
          />
        </RequestInFull>
        <section className="space-y-3 border-t border-border pt-4">
          <h3 className="text-sm font-semibold">{t('professional.case.yourOffer')}</h3>
          {consultation.abilities.offer ? (
            <OfferForm consultation={consultation} onSubmitted={() => dialog.onOpenChange(false)} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('professional.case.offerClosed')}</p>
          )}
        </section>
      </div>
    </DialogFrame>
  );
}
