import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
import { FormField } from '@/components/ui/form-field.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { useConsultationPayments, useResolveQuery } from '../../api/use-admin-queries.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';
import { RefundAmountField, RefundReasonField } from '../financial/refund-fields.tsx';
import { resolveBodyOf, resolveFormSchema, type ResolveForm } from './resolve-query-schema.ts';

function ResolveQueryForm({
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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ResolveForm>({
    resolver: zodResolver(schema),
    defaultValues: { notes: '', refund: 'none', amount: '', reason: '' },
  });
  const refund = useWatch({ control, name: 'refund' });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
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
      <AdminDialogActions
        submitLabel={t('admin.resolve.submit')}
        pendingLabel={t('admin.resolve.pending')}
        pending={pending}
      />
    </form>
  );
}

function ResolveQueryBody({
  query,
  resolve,
  onDone,
}: {
  query: AdminConsultation;
  resolve: ReturnType<typeof useResolveQuery>;
  onDone: () => void;
}) {
  const t = useT();
  const payments = useConsultationPayments(query.id, true);
  if (payments.isPending) {
    return (
      <div className="flex justify-center py-6 text-primary">
        <Spinner label={t('admin.resolve.loading')} className="size-6" />
      </div>
    );
  }
  if (payments.isError) {
    return <LoadFailed title={t('admin.resolve.loadFailed')} onRetry={payments.refetch} />;
  }
  return (
    <ResolveQueryForm
      remainingPaise={rupeesToPaise(payments.data)}
      pending={resolve.isPending}
      onSubmit={(form) =>
        resolve.mutate(
          { body: resolveBodyOf(form), idempotencyKey: newIdempotencyKey() },
          { onSuccess: onDone },
        )
      }
    />
  );
}

/** Resolve a query: an optional note to the user and an optional full or partial refund. */
export function ResolveQueryDialog({
  query,
  open,
  onOpenChange,
}: {
  query: AdminConsultation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const resolve = useResolveQuery(query.id);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={resolve.isPending}
      title={t('admin.resolve.submit')}
      description={t('admin.resolve.description', { name: query.userName, title: query.title })}
    >
      {open && (
        <ResolveQueryBody query={query} resolve={resolve} onDone={() => onOpenChange(false)} />
      )}
    </AdminFormDialog>
  );
}
