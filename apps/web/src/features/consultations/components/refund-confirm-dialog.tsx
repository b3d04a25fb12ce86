import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import type { CancellationVariables } from '../api/use-consultation-payments.ts';

/**
 * The confirmation of a step that refunds the client (Cancel & Refund, Withdraw from Case): it
 * states the refund before anything happens and takes an optional reason.
 */
export function RefundConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  pending,
  onConfirm,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  onConfirm: (variables: CancellationVariables, onDone: () => void) => void;
} & DialogState) {
  const t = useT();
  const [reason, setReason] = useState('');
  const close = () => {
    onOpenChange(false);
    setReason('');
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      pending={pending}
      onConfirm={() =>
        onConfirm({ reason: reason.trim(), idempotencyKey: newIdempotencyKey() }, close)
      }
    >
      <div className="mt-4">
        <FormField label={t('consultations.refundDialog.reason')}>
          <Textarea
            rows={2}
            maxLength={500}
            value={reason}
            disabled={pending}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </div>
    </ConfirmDialog>
  );
}
