import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { formatRupeesToPaisa } from '@salahkar/domain/format';
import { paiseToRupees } from '@salahkar/domain/money';

/** A refund's amount in rupees and paise, up to `maxPaise` (the refund and resolve-query forms). */
export function RefundAmountField({
  field,
  error,
  maxPaise,
  disabled,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  maxPaise: number;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <FormField
      label={t('admin.refund.amount')}
      error={error}
      hint={t('admin.refund.amountHint', { amount: formatRupeesToPaisa(maxPaise) })}
    >
      <Input
        type="number"
        inputMode="decimal"
        min={0.01}
        max={paiseToRupees(maxPaise)}
        step={0.01}
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
