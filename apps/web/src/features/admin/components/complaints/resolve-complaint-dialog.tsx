import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { FormField } from '@/components/ui/form-field.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { QueryState } from '@/components/ui/query-state.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useConsultationPayments, useResolveComplaint } from '../../api/use-admin-complaints.ts';
import { AdminForm } from '../admin-form.tsx';
import { AdminFormDialog, type ComplaintDialogProps } from '../admin-form-dialog.tsx';
import { RefundAmountField, RefundReasonField } from '../financial/refund-fields.tsx';
import { resolveBodyOf, resolveFormSchema, type ResolveForm } from './resolve-complaint-schema.ts';

function ResolveComplaintForm({
  remainingPaise,
  pending,
  onSubmit,
}: {
  remainingPaise: number;
  pending: boolean;
  onSubmit: (form: ResolveForm) => void;
}) {
  const t = useT();
  const schema = useMemo(() => resolveFormSchema(remainingPaise), [remainingPaise]);
  const { register, handleSubmit, control, errors } = useSchemaForm(schema, {
    notes: '',
    refund: 'none',
    amount: '',
    reason: '',
  });
  const refund = useWatch({ control, name: 'refund' });

  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={t('admin.resolve.submit')}
      pendingLabel={t('admin.resolve.pending')}
      pending={pending}
    >
      <FormField
        label={t('admin.resolve.notes')}
        error={errors.notes?.message}
        hint={t('admin.resolve.notesHint')}
      >
        <Textarea rows={3} maxLength={2000} disabled={pending} {...register('notes')} />
      </FormField>
      {remainingPaise > 0 ? (
        <FormField
          label={t('admin.resolve.refund')}
          hint={t('admin.resolve.refundHint', { amount: formatRupees(remainingPaise) })}
        >
          <NativeSelect disabled={pending} {...register('refund')}>
            <option value="none">{t('admin.resolve.noRefund')}</option>
            <option value="full">
              {t('admin.resolve.fullRefund', { amount: formatRupees(remainingPaise) })}
            </option>
            <option value="partial">{t('admin.resolve.partialRefund')}</option>
          </NativeSelect>
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">{t('admin.resolve.nothingLeft')}</p>
      )}
      {refund === 'partial' && (
        <RefundAmountField
          field={register('amount')}
          error={errors.amount?.message}
          maxPaise={remainingPaise}
          disabled={pending}
        />
      )}
      {refund !== 'none' && (
        <RefundReasonField
          field={register('reason')}
          error={errors.reason?.message}
          disabled={pending}
        />
      )}
    </AdminForm>
  );
}

function ResolveComplaintBody({
  complaint,
  resolve,
  onDone,
}: {
  complaint: AdminConsultation;
  resolve: ReturnType<typeof useResolveComplaint>;
  onDone: () => void;
}) {
  const t = useT();
  return (
    <QueryState
      query={useConsultationPayments(complaint.id, true)}
      loadingLabel={t('admin.resolve.loading')}
      failedTitle={t('admin.resolve.loadFailed')}
    >
      {(payments) => (
        <ResolveComplaintForm
          remainingPaise={rupeesToPaise(payments)}
          pending={resolve.isPending}
          onSubmit={(form) =>
            resolve.mutate(
              { body: resolveBodyOf(form), idempotencyKey: newIdempotencyKey() },
              { onSuccess: onDone },
            )
          }
        />
      )}
    </QueryState>
  );
}

/** Resolve a complaint: an optional note to the user and an optional full or partial refund. */
export function ResolveComplaintDialog({ complaint, ...dialog }: ComplaintDialogProps) {
  const t = useT();
  const resolve = useResolveComplaint(complaint.id);
  return (
    <AdminFormDialog
      {...dialog}
      pending={resolve.isPending}
      title={t('admin.resolve.submit')}
      description={t('admin.resolve.description', {
        name: complaint.userName,
        title: complaint.title,
      })}
    >
      {(done) => <ResolveComplaintBody complaint={complaint} resolve={resolve} onDone={done} />}
    </AdminFormDialog>
  );
}
