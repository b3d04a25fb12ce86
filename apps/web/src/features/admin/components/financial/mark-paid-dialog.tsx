import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { markPayoutPaidSchema, type Payout } from '@salahkar/domain/schemas/payments';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
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
        label="Bank reference (UTR)"
        error={errors.bankReference?.message}
        hint="The reference of the bank transfer, shown to the professional."
      >
        <Input
          autoComplete="off"
          maxLength={64}
          disabled={markPaid.isPending}
          {...register('bankReference')}
        />
      </FormField>
      <AdminDialogActions
        submitLabel="Mark Paid"
        pendingLabel="Saving…"
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
  const markPaid = useMarkPayoutPaid(payout.id);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={markPaid.isPending}
      title="Mark Payout as Paid"
      description={`Transfer ${formatRupeeText(payout.amount)} to ${payout.professionalName}, then enter the bank reference here.`}
    >
      {open && <MarkPaidForm markPaid={markPaid} onDone={() => onOpenChange(false)} />}
    </AdminFormDialog>
  );
}
