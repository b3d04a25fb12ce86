import {
  ADMIN_REASON_MAX,
  ADMIN_REASON_MIN,
  adminReasonSchema,
} from '@salahkar/domain/schemas/admin-people';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { useResetWhenClosed, useSchemaForm } from '@/lib/use-schema-form.ts';
import { AdminDialogForm } from './admin-form-dialog.tsx';

/**
 * The confirmation of a decision against someone (rejecting their application, suspending their
 * account): nothing happens until the admin gives the reason, which the person reads in their
 * mail and the audit log keeps. The server checks the same rule.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
} & DialogState) {
  const t = useT();
  const { register, handleSubmit, reset, errors } = useSchemaForm(adminReasonSchema, {
    reason: '',
  });
  useResetWhenClosed(open, reset);
  return (
    <AdminDialogForm
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
    >
      <FormField
        label={t('admin.reasonDialog.reason')}
        error={errors.reason?.message}
        hint={t('admin.reasonDialog.hint', { min: ADMIN_REASON_MIN, max: ADMIN_REASON_MAX })}
      >
        <Textarea rows={4} maxLength={ADMIN_REASON_MAX} {...register('reason')} />
      </FormField>
    </AdminDialogForm>
  );
}
