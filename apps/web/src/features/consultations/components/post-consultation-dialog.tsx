import { useState } from 'react';
import { DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { useT } from '@/i18n';
import { PostConsultationForm } from './post-consultation-form.tsx';
import type { PostConsultationFormInput } from './post-consultation-schema.ts';

/**
 * The Post New Consultation dialog, opened and closed by its parent; it stays open while posting.
 * `initialValues` prefill the form (a request the AI assistant drafted, the field a visitor chose).
 * With `onPosted` the parent shows the new request itself; without it a toast confirms it.
 */
export function PostConsultationDialog({
  open,
  onOpenChange,
  initialValues,
  onPosted,
}: {
  initialValues?: Partial<PostConsultationFormInput>;
  onPosted?: (consultation: Consultation) => void;
} & DialogState) {
  const t = useT();
  const [posting, setPosting] = useState(false);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      pending={posting}
      title={t('consultations.post.title')}
      description={t('consultations.post.dialogDescription')}
      className="max-w-2xl"
    >
      <PostConsultationForm
        initialValues={initialValues}
        successToast={!onPosted}
        onPosted={({ consultation }) => {
          onOpenChange(false);
          onPosted?.(consultation);
        }}
        onCancel={() => onOpenChange(false)}
        onPendingChange={setPosting}
      />
    </DialogFrame>
  );
}
