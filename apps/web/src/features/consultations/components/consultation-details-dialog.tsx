import { Link } from 'react-router';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { buttonClasses } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { AddDocuments } from './add-documents.tsx';
import { AttachmentList } from '@/components/consultation/attachment-list.tsx';
import { CaseBadges } from '@/components/consultation/consultation-badges.tsx';
import { RequestInFull } from '@/components/consultation/consultation-facts.tsx';
import { PaymentsSection } from './payments-section.tsx';

/** Consultation Details: a request as its owner posted it, with its documents. */
export function ConsultationDetailsDialog({
  consultation,
  ...dialog
}: { consultation: Consultation } & DialogState) {
  const t = useT();
  return (
    <DialogFrame
      {...dialog}
      title={t('consultations.details.title')}
      description={consultation.title}
      className="max-w-xl"
      // The request is read before anything is done with it; its first control (Choose Files,
      // to add documents) is not where a reader starts.
      opensOnTitle
    >
      <div className="space-y-5">
        <CaseBadges consultation={consultation} withUrgency />
        <RequestInFull
          consultation={consultation}
          descriptionTitle={t('consultations.common.description')}
          documentsTitle={t('consultations.common.supportingDocuments')}
        >
          <AttachmentList files={consultation.files} />
          {consultation.abilities.uploadDocuments && <AddDocuments consultation={consultation} />}
        </RequestInFull>
        {consultation.payment && <PaymentsSection consultationId={consultation.id} />}
        <DialogActions cancelLabel={t('consultations.common.close')}>
          <Link
            to={`/consultation/${consultation.id}`}
            className={buttonClasses({ variant: 'primary' })}
          >
            {t('consultations.details.openFullPage')}
          </Link>
        </DialogActions>
      </div>
    </DialogFrame>
  );
}
