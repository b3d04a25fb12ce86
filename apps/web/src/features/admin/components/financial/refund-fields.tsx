import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';

/** A refund's amount in whole rupees, up to `maxRupees` (the refund and resolve-query forms). */
export function RefundAmountField({
  field,
  error,
  maxRupees,
  disabled,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  maxRupees: number;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormField
      label={t('admin.refund.amount')}
      error={error}
      hint={t('admin.refund.amountHint', { amount: formatRupees(maxRupees * 100) })}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={1}
        max={maxRupees}
        step={1}
        disabled={disabled}
        {...field}
      />
    </FormField>
  );
}

/** Why the money goes back, kept with the refund (the refund and resolve-query forms). */
export function RefundReasonField({
  field,
  error,
  disabled,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormField label={t('admin.refund.reason')} error={error}>
      <Textarea rows={2} maxLength={500} disabled={disabled} {...field} />
    </FormField>
  );
}
