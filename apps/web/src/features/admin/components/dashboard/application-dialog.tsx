import { useId, useState } from 'react';
import { FileText, TriangleAlert } from 'lucide-react';
import type { ApprovalBlocker, PendingProfessional } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { Fact } from '@/components/consultation/consultation-facts.tsx';
import { categoryLabel, useT } from '@/i18n';
import { errorCodeText } from '@/lib/error-message.ts';
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

export type CheckName = 'licenceNumber' | 'credentials';

/** One confirmation of the approval checklist: a checkbox with its label. */
function CheckItem({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} className="mt-0.5" />
      <label htmlFor={id} className="text-sm leading-relaxed break-words">
        {children}
      </label>
    </div>
  );
}

/**
 * The approval checklist (decision 216): the admin confirms they checked the licence number
 * against the register and reviewed the credential documents; the server records both, the
 * admin and the date, and refuses an approval without them. An application the server says
 * cannot be checked yet (no licence number, no documents) shows why instead. The admin people
 * list uses it too, to verify a professional approved without it (`legend` says which).
 */
export function ApprovalChecklist({
  applicant,
  checks,
  onChange,
  legend,
}: {
  applicant: { licenseNumber: string | null; approvalBlocker: ApprovalBlocker | null };
  checks: Record<CheckName, boolean>;
  onChange: (name: CheckName, checked: boolean) => void;
  legend?: string;
}) {
  const t = useT();
  if (applicant.approvalBlocker) {
    return (
      <p role="note" className="flex items-start gap-2 rounded-md bg-destructive/10 p-3 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
        {errorCodeText(applicant.approvalBlocker)}
      </p>
    );
  }
  return (
    <fieldset className="space-y-2 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-semibold">
        {legend ?? t('admin.application.checklist')}
      </legend>
      <CheckItem
        checked={checks.licenceNumber}
        onChange={(checked) => onChange('licenceNumber', checked)}
      >
        {t('admin.application.checkLicence', { licence: applicant.licenseNumber ?? '' })}
      </CheckItem>
      <CheckItem
        checked={checks.credentials}
        onChange={(checked) => onChange('credentials', checked)}
      >
        {t('admin.application.checkCredentials')}
      </CheckItem>
      <p className="text-xs text-muted-foreground">{t('admin.application.checklistHint')}</p>
    </fieldset>
  );
}

/**
 * 'View Details' of a pending application: what the applicant sent, their credentials, and the
 * admin's notes, which are saved with an Approve decided here once the checklist is confirmed.
 * Reject hands over to the dialog that asks for the reason (`onReject`).
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
  const [checks, setChecks] = useState<Record<CheckName, boolean>>({
    licenceNumber: false,
    credentials: false,
  });
  const approve = useDecideApplication('approve');
  const confirmed = !applicant.approvalBlocker && checks.licenceNumber && checks.credentials;
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
        <ApprovalChecklist
          applicant={applicant}
          checks={checks}
          onChange={(name, checked) => setChecks((before) => ({ ...before, [name]: checked }))}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="destructive" disabled={approve.isPending} onClick={onReject}>
            {t('admin.application.reject')}
          </Button>
          <Button
            loading={approve.isPending}
            disabled={!confirmed}
            onClick={() =>
              approve.mutate(
                { id: applicant.id, notes, checks: { licenceNumber: true, credentials: true } },
                { onSuccess: onDecided },
              )
            }
          >
            {t('admin.application.approve')}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
