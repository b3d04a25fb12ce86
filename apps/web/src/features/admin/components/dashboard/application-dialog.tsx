import { useState } from 'react';
import { FileText } from 'lucide-react';
import type { PendingProfessional } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { Fact } from '@/components/consultation/consultation-facts.tsx';
import { categoryLabel, useT } from '@/i18n';
import { formatFileSize, formatIstDateTime } from '@/lib/format.ts';
import { useDecideApplication } from '../../api/use-approvals.ts';

const NOTES_LIMIT = 1000;

function CredentialLinks({ documents }: { documents: PendingProfessional['credentialDocuments'] }) {
  const t = useT();
  if (documents.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('admin.application.noDocuments')}</p>;
  }
  return (
    <ul aria-label={t('admin.application.documents')} className="space-y-1 text-sm">
      {documents.map((document) => (
        <li key={document.name}>
          <a
            href={document.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            {document.originalName}
            <span className="text-muted-foreground">
              {' '}
              {t('admin.application.fileSize', { size: formatFileSize(document.size) })}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * 'View Details' of a pending application: what the applicant sent, their credentials, and the
 * admin's notes, which are saved with an Approve decided here. Reject hands over to the dialog
 * that asks for the reason (`onReject`).
 */
export function ApplicationDialog({
  applicant,
  onDecided,
  onReject,
}: {
  applicant: PendingProfessional;
  onDecided: () => void;
  onReject: () => void;
}) {
  const t = useT();
  const [notes, setNotes] = useState('');
  const approve = useDecideApplication('approve');
  return (
    <DialogContent
      title={`${applicant.firstName} ${applicant.lastName}`.trim() || applicant.email}
      description={t('admin.application.description')}
      className="max-w-xl"
    >
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact label={t('admin.application.email')}>{applicant.email}</Fact>
          <Fact label={t('admin.application.specialization')}>
            {applicant.specialization
              ? categoryLabel(applicant.specialization)
              : t('admin.application.notGiven')}
          </Fact>
          <Fact label={t('admin.application.experience')}>
            {applicant.experience === null
              ? t('admin.application.notGiven')
              : t('admin.application.years', { count: applicant.experience })}
          </Fact>
          <Fact label={t('admin.application.licence')}>
            {applicant.licenseNumber ?? t('admin.application.notGiven')}
          </Fact>
          <Fact label={t('admin.application.applied')}>
            {formatIstDateTime(applicant.appliedAt)}
          </Fact>
        </dl>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{t('admin.application.bio')}</h3>
          <p className="text-sm break-words whitespace-pre-wrap">
            {applicant.bio ?? t('admin.application.notGiven')}
          </p>
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">{t('admin.application.documents')}</h3>
          <CredentialLinks documents={applicant.credentialDocuments} />
        </div>
        <FormField
          label={t('admin.application.notes')}
          hint={t('admin.application.notesHint', { max: NOTES_LIMIT })}
        >
          <Textarea
            rows={3}
            maxLength={NOTES_LIMIT}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="destructive" disabled={approve.isPending} onClick={onReject}>
            {t('admin.application.reject')}
          </Button>
          <Button
            loading={approve.isPending}
            onClick={() => approve.mutate({ id: applicant.id, notes }, { onSuccess: onDecided })}
          >
            {t('admin.application.approve')}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
