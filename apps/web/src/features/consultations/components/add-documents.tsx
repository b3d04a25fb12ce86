import { useState } from 'react';
import { Upload } from 'lucide-react';
import { UPLOAD_RULES } from '@salahkar/domain/limits';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { useT } from '@/i18n';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { useUploadDocuments } from '../api/use-upload-documents.ts';
import { DocumentPicker } from './document-picker.tsx';

/** Adds supporting documents to a request that has room for more. */
export function AddDocuments({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const [files, setFiles] = useState<File[]>([]);
  const upload = useUploadDocuments(consultation.id);
  const room = UPLOAD_RULES.consultationDocument.maxFiles - consultation.files.length;
  if (room <= 0) return null;

  const send = () =>
    upload.mutate(files, {
      onSuccess: () => {
        setFiles([]);
        notify({ title: t('consultations.toast.documentsUploaded'), variant: 'success' });
      },
      onError: (error) =>
        notifyFailure(
          error,
          t('consultations.toast.uploadFailed'),
          t('consultations.common.pleaseTryAgain'),
        ),
    });

  return (
    <div className="space-y-3">
      <DocumentPicker files={files} onChange={setFiles} disabled={upload.isPending} />
      {files.length > 0 && (
        <Button size="sm" loading={upload.isPending} onClick={send}>
          {!upload.isPending && <Upload aria-hidden="true" className="size-4" />}
          {upload.isPending
            ? t('consultations.documents.uploading')
            : t('consultations.documents.upload', { count: files.length })}
        </Button>
      )}
    </div>
  );
}
