import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from '@/components/ui/alert-dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import type { CancellationVariables } from '../api/use-consultation-payments.ts';

/**
 * The confirmation of a step that refunds the client (Cancel & Refund, Withdraw from Case): it
 * states the refund before anything happens and takes an optional reason.
 */
export function RefundConfirmDialog({
  onOpenChange,
  pending,
  onConfirm,
  ...shown
}: Omit<ConfirmDialogProps, 'confirmVariant' | 'onConfirm' | 'children'> & {
  cancelLabel: string;
  pending: boolean;
  onConfirm: (variables: CancellationVariables, onDone: () => void) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const close = () => {
    onOpenChange(false);
    setReason('');
  };
  return (
    <ConfirmDialog
      {...shown}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
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
