import { Link } from 'react-router';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, type DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { AddDocuments } from './add-documents.tsx';
import { AttachmentList } from '@/components/consultation/attachment-list.tsx';
import {
  ConsultationStatusBadge,
  UrgencyBadge,
} from '@/components/consultation/consultation-badges.tsx';
import { ConsultationFacts } from '@/components/consultation/consultation-facts.tsx';
import { PaymentStatusBadge } from '@/components/consultation/payment-status.tsx';
import { PaymentsSection } from './payments-section.tsx';

/**
 * Opens on the dialog's title: the request is read before anything is done with it, and its
 * first control (Choose Files, to add documents) is not where a reader starts.
 */
function focusTitleOf(event: Event) {
  const dialog = event.target as HTMLElement;
  const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
  if (!title) return;
  event.preventDefault();
  title.tabIndex = -1;
  title.focus();
}

/** Consultation Details: a request as its owner posted it, with its documents. */
export function ConsultationDetailsDialog({
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
        title={t('consultations.details.title')}
        description={consultation.title}
        className="max-w-xl"
        onOpenAutoFocus={focusTitleOf}
      >
        <div className="space-y-5">
          <div className="flex flex-wrap gap-2">
            <ConsultationStatusBadge status={consultation.status} />
            <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
            <PaymentStatusBadge consultation={consultation} />
          </div>
          <ConsultationFacts consultation={consultation} />
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">{t('consultations.common.description')}</h3>
            <p className="text-sm whitespace-pre-line">{consultation.description}</p>
          </section>
          <section className="space-y-2">
            <h3 className="text-sm font-semibold">
              {t('consultations.common.supportingDocuments')}
            </h3>
            <AttachmentList files={consultation.files} />
            {consultation.abilities.uploadDocuments && <AddDocuments consultation={consultation} />}
          </section>
          {consultation.payment && <PaymentsSection consultationId={consultation.id} />}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{t('consultations.common.close')}</Button>
            </DialogClose>
            <Link
              to={`/consultation/${consultation.id}`}
              className={buttonClasses({ variant: 'primary' })}
            >
              {t('consultations.details.openFullPage')}
            </Link>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
