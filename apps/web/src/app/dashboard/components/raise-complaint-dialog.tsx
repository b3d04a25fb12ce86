import type { z } from 'zod';
import { raiseComplaintSchema } from '@salahkar/domain/schemas/admin-consultations';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { useSchemaForm } from '@/lib/use-schema-form.ts';

type QueryOutput = z.output<typeof raiseComplaintSchema>;

function RaiseComplaintForm({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit: (input: QueryOutput) => void;
}) {
  const t = useT();
  const { register, handleSubmit, errors } = useSchemaForm(raiseComplaintSchema, { reason: '' });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        label={t('dashboard.complaint.reasonLabel')}
        error={errors.reason?.message}
        hint={t('dashboard.complaint.reasonHint')}
      >
        <Textarea rows={4} maxLength={2000} disabled={pending} {...register('reason')} />
      </FormField>
      <DialogActions cancelLabel={t('dashboard.complaint.cancel')} pending={pending}>
        <Button type="submit" loading={pending}>
          {pending ? t('dashboard.complaint.submitting') : t('dashboard.complaint.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** Raise a Query: the reason the user is not satisfied with a completed consultation. */
export function RaiseComplaintDialog({
  title,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: {
  title: string;
  pending: boolean;
  onSubmit: (input: QueryOutput) => void;
} & DialogState) {
  const t = useT();
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={t('dashboard.complaint.raise')}
      description={t('dashboard.complaint.description', { title })}
    >
      {open && <RaiseComplaintForm pending={pending} onSubmit={onSubmit} />}
    </DialogFrame>
  );
}
