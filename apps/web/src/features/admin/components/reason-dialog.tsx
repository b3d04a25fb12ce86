import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_REASON_MAX,
  ADMIN_REASON_MIN,
  adminReasonSchema,
  type AdminReasonInput,
} from '@salahkar/domain/schemas/admin-people';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { AdminDialogActions } from './admin-dialog-actions.tsx';
import { AdminFormDialog } from './admin-form-dialog.tsx';

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
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdminReasonInput, unknown, AdminReasonInput>({
    resolver: zodResolver(adminReasonSchema),
    defaultValues: { reason: '' },
  });
  // A closed dialog starts afresh next time, however it was closed.
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={title}
      description={description}
    >
      <form
        noValidate
        onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}
        className="space-y-4"
      >
        <FormField
          label={t('admin.reasonDialog.reason')}
          error={errors.reason?.message}
          hint={t('admin.reasonDialog.hint', { min: ADMIN_REASON_MIN, max: ADMIN_REASON_MAX })}
        >
          <Textarea rows={4} maxLength={ADMIN_REASON_MAX} {...register('reason')} />
        </FormField>
        <AdminDialogActions
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
        />
      </form>
    </AdminFormDialog>
  );
}
