import { useState } from 'react';
import { FileText } from 'lucide-react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { PendingProfessional } from '@salahkar/domain/schemas/admin-people';
import { Button } from '@/components/ui/button.tsx';
import { DialogContent } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { Fact } from '@/features/consultations';
import { formatFileSize, formatIstDateTime } from '@/lib/format.ts';
import { useDecideApplication } from '../../api/use-approvals.ts';

const NOTES_LIMIT = 1000;

function CredentialLinks({ documents }: { documents: PendingProfessional['credentialDocuments'] }) {
  if (documents.length === 0) {
    return <p className="text-sm text-muted-foreground">No credential documents uploaded.</p>;
  }
  return (
    <ul aria-label="Credential documents" className="space-y-1 text-sm">
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
            <span className="text-muted-foreground"> ({formatFileSize(document.size)})</span>
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
  const [notes, setNotes] = useState('');
  const approve = useDecideApplication('approve');
  return (
    <DialogContent
      title={`${applicant.firstName} ${applicant.lastName}`.trim() || applicant.email}
      description="Professional application"
      className="max-w-xl"
    >
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
          <Fact label="Email">{applicant.email}</Fact>
          <Fact label="Specialization">
            {applicant.specialization ? CATEGORY_LABELS[applicant.specialization] : 'Not given'}
          </Fact>
          <Fact label="Experience">
            {applicant.experience === null ? 'Not given' : `${applicant.experience} years`}
          </Fact>
          <Fact label="Licence number">{applicant.licenseNumber ?? 'Not given'}</Fact>
          <Fact label="Applied">{formatIstDateTime(applicant.appliedAt)}</Fact>
        </dl>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Bio</h3>
          <p className="text-sm break-words whitespace-pre-wrap">{applicant.bio ?? 'Not given'}</p>
        </div>
        <div className="space-y-1">
          <h3 className="text-sm font-semibold">Credential documents</h3>
          <CredentialLinks documents={applicant.credentialDocuments} />
        </div>
        <FormField
          label="Admin notes (optional)"
          hint={`Saved with an approval and shown in Recent Activity. Up to ${NOTES_LIMIT} characters. Reject asks for the reason to send the applicant.`}
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
            Reject
          </Button>
          <Button
            loading={approve.isPending}
            onClick={() => approve.mutate({ id: applicant.id, notes }, { onSuccess: onDecided })}
          >
            Approve
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
