import { useMemo } from 'react';
import { z } from 'zod';
import { paiseToRupees } from '@salahkar/domain/money';
import type { AdminTransaction } from '@salahkar/domain/schemas/admin-finance';
import { useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { remainingPaiseOf } from '@/lib/rupee-amounts.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useRefundPayment } from '../../api/use-admin-finance.ts';
import { AdminForm } from '../admin-form.tsx';
import { AdminFormDialog } from '../admin-form-dialog.tsx';
import { refundAmountIssue, refundReasonIssue } from './refund-amount.ts';
import { RefundAmountField, RefundReasonField } from './refund-fields.tsx';
import type { DialogState } from '@/components/ui/dialog.tsx';

type RefundForm = { amount: string; reason: string };

function refundFormSchema(remainingPaise: number) {
  return z.object({ amount: z.string(), reason: z.string() }).superRefine((form, ctx) => {
    const amount = refundAmountIssue(form.amount, remainingPaise);
    if (amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: amount });
    const reason = refundReasonIssue(form.reason);
    if (reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: reason });
  });
}

function RefundPaymentForm({
  remainingPaise,
  refund,
  onDone,
}: {
  remainingPaise: number;
  refund: ReturnType<typeof useRefundPayment>;
  onDone: () => void;
}) {
  const t = useT();
  const schema = useMemo(() => refundFormSchema(remainingPaise), [remainingPaise]);
  const { register, handleSubmit, errors } = useSchemaForm(schema, {
    amount: String(paiseToRupees(remainingPaise)),
    reason: '',
  });
  // One key per submission: a lost answer retried by the browser refunds once on the server.
  const onSubmit = ({ amount, reason }: RefundForm) =>
    refund.mutate(
      {
        body: { amount: Number(amount), reason: reason.trim() },
        idempotencyKey: newIdempotencyKey(),
      },
      { onSuccess: onDone },
    );
  return (
    <AdminForm
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={t('admin.refund.submit')}
      pendingLabel={t('admin.refund.pending')}
      pending={refund.isPending}
    >
      <RefundAmountField
        field={register('amount')}
        error={errors.amount?.message}
        maxPaise={remainingPaise}
        disabled={refund.isPending}
      />
      <RefundReasonField
        field={register('reason')}
        error={errors.reason?.message}
        disabled={refund.isPending}
      />
    </AdminForm>
  );
}

/** Refund a captured payment, in full (the default) or in part, with a reason. */
export function RefundPaymentDialog({
  transaction,
  open,
  onOpenChange,
}: {
  transaction: AdminTransaction;
} & DialogState) {
  const t = useT();
  const refund = useRefundPayment(transaction.id);
  const remainingPaise = remainingPaiseOf(transaction);
  return (
    <AdminFormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={refund.isPending}
      title={t('admin.refund.title')}
      description={t('admin.refund.description', {
        name: transaction.userName,
        title: transaction.consultationTitle,
        amount: formatRupees(remainingPaise),
      })}
    >
      {(done) => (
        <RefundPaymentForm remainingPaise={remainingPaise} refund={refund} onDone={done} />
      )}
    </AdminFormDialog>
  );
}
