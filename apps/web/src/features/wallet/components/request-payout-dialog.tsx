import { useMemo } from 'react';
import type { z } from 'zod';
import {
  MIN_PAYOUT_PAISE,
  MIN_PAYOUT_RUPEES,
  wholeRupeesOf,
  wholeRupeesToPaise,
} from '@salahkar/domain/money';
import { requestPayoutSchema } from '@salahkar/domain/schemas/payments';
import { Button } from '@/components/ui/button.tsx';
import { DialogActions, DialogFrame, type DialogState } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { t as translate, useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useRequestPayout } from '../api/use-wallet.ts';

type PayoutOutput = z.output<typeof requestPayoutSchema>;

/** The payout rule with this wallet's balance: the server refuses more than is there. */
export function payoutSchemaFor(balancePaise: number) {
  return requestPayoutSchema.superRefine((value, ctx) => {
    if (wholeRupeesToPaise(value.amount) > balancePaise) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: translate('wallet.request.overBalance', { amount: formatRupees(balancePaise) }),
      });
    }
  });
}

/** Request payout: an amount in whole rupees, at least ₹100 and at most the balance. */
export function RequestPayoutDialog({
  balancePaise,
  open,
  onOpenChange,
}: {
  balancePaise: number;
} & DialogState) {
  const t = useT();
  const schema = useMemo(() => payoutSchemaFor(balancePaise), [balancePaise]);
  const request = useRequestPayout();
  const { register, handleSubmit, reset, errors } = useSchemaForm(schema, { amount: '' });
  const close = (next: boolean) => {
    if (request.isPending) return;
    if (!next) reset();
    onOpenChange(next);
  };
  const onSubmit = ({ amount }: PayoutOutput) =>
    request.mutate(amount, { onSuccess: () => close(false) });

  return (
    <DialogFrame
      open={open}
      onOpenChange={close}
      title={t('wallet.request.title')}
      description={t('wallet.request.description', { amount: formatRupees(balancePaise) })}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <FormField
          label={t('wallet.request.amount')}
          error={errors.amount?.message}
          hint={t('wallet.request.hint', {
            min: formatRupees(MIN_PAYOUT_PAISE),
            amount: formatRupees(balancePaise),
          })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={MIN_PAYOUT_RUPEES}
            max={wholeRupeesOf(balancePaise)}
            step={1}
            placeholder={String(wholeRupeesOf(balancePaise))}
            {...register('amount')}
          />
        </FormField>
        <DialogActions cancelLabel={t('wallet.request.cancel')} pending={request.isPending}>
          <Button type="submit" loading={request.isPending}>
            {request.isPending ? t('wallet.request.submitting') : t('wallet.request.title')}
          </Button>
        </DialogActions>
      </form>
    </DialogFrame>
  );
}
