import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
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
  return (
    <FormField
      label="Refund amount (₹)"
      error={error}
      hint={`Whole rupees, up to ${formatRupees(maxRupees * 100)}.`}
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
  return (
    <FormField label="Reason for the refund" error={error}>
      <Textarea rows={2} maxLength={500} disabled={disabled} {...field} />
    </FormField>
  );
}
