import { useState } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues?: Partial<PostConsultationFormInput>;
  onPosted?: (consultation: Consultation) => void;
}) {
  const [posting, setPosting] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (posting ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Post New Consultation"
        description="Describe what you need. Verified professionals in that field will send you counter offers."
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
      </DialogContent>
    </Dialog>
  );
}
