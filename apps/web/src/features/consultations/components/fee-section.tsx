import { useFormContext } from 'react-hook-form';
import { CUSTOM_BUDGET_BOUNDS } from '@salahkar/domain/pricing';
import { FormField } from '@/components/ui/form-field.tsx';
import { RupeeAmountInput } from '@/components/forms/rupee-amount-input.tsx';
import { T, useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { formatFeeRange } from '@/lib/rupee-amounts.ts';
import type { FeePreview } from '../hooks/use-fee-preview.ts';

/**
 * Consultation Fee: the range the request will carry. For subcategory Other the person sets a
 * budget B instead, and the range becomes B to 1.5 × B.
 */
export function FeeSection({ preview }: { preview: FeePreview }) {
  const t = useT();
  const { register, formState } = useFormContext<{ customBudget?: unknown }>();
  const { range, isOther, specialization } = preview;

  return (
    <div className="space-y-3">
      {isOther && (
        <FormField
          label={t('consultations.fee.budget')}
          error={formState.errors.customBudget?.message}
          hint={t('consultations.fee.budgetHint', {
            min: formatRupees(CUSTOM_BUDGET_BOUNDS.minPaise),
            max: formatRupees(CUSTOM_BUDGET_BOUNDS.maxPaise),
          })}
        >
          <RupeeAmountInput
            range={CUSTOM_BUDGET_BOUNDS}
            inputMode="numeric"
            {...register('customBudget')}
          />
        </FormField>
      )}
      <div aria-live="polite" className="rounded-lg bg-muted px-4 py-3 text-sm">
        {range ? (
          <>
            <p>
              <T
                id="consultations.fee.range"
                values={{ range: formatFeeRange(range) }}
                components={{ 0: <strong className="text-base" /> }}
              />
            </p>
            <p className="mt-1 text-muted-foreground">
              {t('consultations.fee.explanation', {
                min: formatRupees(range.minPaise),
                max: formatRupees(range.maxPaise),
              })}
            </p>
          </>
        ) : (
          <p className="text-muted-foreground">
            {specialization || isOther
              ? t('consultations.fee.enterBudget')
              : t('consultations.fee.chooseFirst')}
          </p>
        )}
      </div>
    </div>
  );
}
