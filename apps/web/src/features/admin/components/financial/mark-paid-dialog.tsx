import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { markPayoutPaidSchema, type Payout } from '@salahkar/domain/schemas/payments';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useMarkPayoutPaid } from '../../api/use-admin-finance.ts';
import { AdminDialogActions } from '../admin-dialog-actions.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';

type MarkPaidInput = z.input<typeof markPayoutPaidSchema>;
type MarkPaidOutput = z.output<typeof markPayoutPaidSchema>;

function MarkPaidForm({
  markPaid,
  onDone,
}: {
  markPaid: ReturnType<typeof useMarkPayoutPaid>;
  onDone: () => void;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<MarkPaidInput, unknown, MarkPaidOutput>({
    resolver: zodResolver(markPayoutPaidSchema),
    defaultValues: { bankReference: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ bankReference }) =>
        markPaid.mutate(bankReference, { onSuccess: onDone }),
      )}
      className="space-y-4"
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
      <AdminDialogActions
        submitLabel={t('admin.payouts.markPaid')}
        pendingLabel={t('admin.payouts.saving')}
        pending={markPaid.isPending}
      />
    </form>
  );
}

/** Record that a payout was transferred, with the transfer's bank reference. */
export function MarkPaidDialog({
  payout,
  open,
  onOpenChange,
}: {
  payout: Payout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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
      {open && <MarkPaidForm markPaid={markPaid} onDone={() => onOpenChange(false)} />}
    </AdminFormDialog>
  );
}
