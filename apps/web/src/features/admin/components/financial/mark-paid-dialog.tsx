import { markPayoutPaidSchema, type Payout } from '@salahkar/domain/schemas/payments';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useMarkPayoutPaid } from '../../api/use-admin-finance.ts';
import { AdminForm } from '../admin-form.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

function MarkPaidForm({
  markPaid,
  onDone,
}: {
  markPaid: ReturnType<typeof useMarkPayoutPaid>;
  onDone: () => void;
}) {
  const t = useT();
  const { register, handleSubmit, errors } = useSchemaForm(markPayoutPaidSchema, {
    bankReference: '',
  });
  return (
    <AdminForm
      onSubmit={handleSubmit(({ bankReference }) =>
        markPaid.mutate(bankReference, { onSuccess: onDone }),
      )}
      submitLabel={t('admin.payouts.markPaid')}
      pendingLabel={t('admin.payouts.saving')}
      pending={markPaid.isPending}
    >
      <FormField
        label={t('admin.payouts.bankReference')}
        error={errors.bankReference?.message}
        hint={t('admin.payouts.bankReferenceHint')}
      >
        <Input
          autoComplete="off"
          maxLength={64}
          disabled={markPaid.isPending}
          {...register('bankReference')}
        />
      </FormField>
    </AdminForm>
  );
}

/** Record that a payout was transferred, with the transfer's bank reference. */
export function MarkPaidDialog({
  payout,
  open,
  onOpenChange,
}: {
  payout: Payout;
} & DialogState) {
  const t = useT();
  const markPaid = useMarkPayoutPaid(payout.id);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={markPaid.isPending}
      title={t('admin.payouts.markPaidTitle')}
      description={t('admin.payouts.markPaidDescription', {
        amount: formatRupeeText(payout.amount),
        name: payout.professionalName,
      })}
    >
      {(done) => <MarkPaidForm markPaid={markPaid} onDone={done} />}
    </AdminFormDialog>
  );
}
