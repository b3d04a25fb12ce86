import { useFormContext } from 'react-hook-form';
import { CUSTOM_BUDGET_BOUNDS } from '@salahkar/domain/pricing';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formatRupees } from '@/lib/format.ts';
import { formatFeeRange } from '@/lib/rupee-amounts.ts';
import type { FeePreview } from '../hooks/use-fee-preview.ts';

const BUDGET_HINT = `Between ${formatRupees(CUSTOM_BUDGET_BOUNDS.minPaise)} and ${formatRupees(
  CUSTOM_BUDGET_BOUNDS.maxPaise,
)}. Professionals may counter-offer up to 1.5 × your budget.`;

/**
 * Consultation Fee: the range the request will carry. For subcategory Other the person sets a
 * budget B instead, and the range becomes B to 1.5 × B.
 */
export function FeeSection({ preview }: { preview: FeePreview }) {
  const { register, formState } = useFormContext<{ customBudget?: unknown }>();
  const { range, isOther, specialization } = preview;

  return (
    <div className="space-y-3">
      {isOther && (
        <FormField
          label="Your budget (₹)"
          error={formState.errors.customBudget?.message}
          hint={BUDGET_HINT}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={CUSTOM_BUDGET_BOUNDS.minPaise / 100}
            max={CUSTOM_BUDGET_BOUNDS.maxPaise / 100}
            step={1}
            {...register('customBudget')}
          />
        </FormField>
      )}
      <div aria-live="polite" className="rounded-lg bg-muted px-4 py-3 text-sm">
        {range ? (
          <>
            <p>
              Fee range: <strong className="text-base">{formatFeeRange(range)}</strong>
            </p>
            <p className="mt-1 text-muted-foreground">
              A professional can take your request at {formatRupees(range.minPaise)} or send a
              counter offer up to {formatRupees(range.maxPaise)}. You pay only when you accept an
              offer.
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">
            {specialization || isOther
              ? 'Enter a valid budget to see your fee range.'
              : 'Choose a specialization and response time to see your fee range.'}
          </p>
        )}
      </div>
    </div>
  );
}
