import { useMemo } from 'react';
import type { z } from 'zod';
import { Send } from 'lucide-react';
import { rupeesToPaise } from '@salahkar/domain/money';
import { isOfferWithinRange, type FeeRange } from '@salahkar/domain/pricing';
import { createOfferSchema } from '@salahkar/domain/schemas/offers';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { RupeeAmountInput } from '@/components/forms/rupee-amount-input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { t, useT } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { budgetRangeOf, formatFeeRange } from '@/lib/rupee-amounts.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSubmitOffer } from '../api/use-submit-offer.ts';

/** Undefined when the amount is not whole paise: the offer schema's own rule reports that. */
function offerPaiseOf(rupees: number): number | undefined {
  try {
    return rupeesToPaise(rupees);
  } catch {
    return undefined;
  }
}

/** The offer schema with the request's own range: the server refuses anything outside it. */
function offerFormSchemaFor(range: FeeRange) {
  const message = t('offers.form.outOfRange', {
    min: formatRupees(range.minPaise),
    max: formatRupees(range.maxPaise),
  });
  return createOfferSchema.superRefine((value, ctx) => {
    const amountPaise = offerPaiseOf(value.offerAmount);
    if (amountPaise !== undefined && !isOfferWithinRange(amountPaise, range)) {
      ctx.addIssue({ code: 'custom', path: ['offerAmount'], message });
    }
  });
}

type OfferOutput = z.output<typeof createOfferSchema>;

/**
 * A professional's counter offer on a request: an amount within the request's range (its minimum
 * can be accepted at once, its maximum is the limit) and an optional message.
 */
export function OfferForm({
  consultation,
  onSubmitted,
}: {
  consultation: { id: string; baseFeeAmount: string; maxFeeAmount: string };
  onSubmitted?: () => void;
}) {
  const t = useT();
  const { baseFeeAmount, maxFeeAmount } = consultation;
  const range = useMemo(
    () => budgetRangeOf({ baseFeeAmount, maxFeeAmount }),
    [baseFeeAmount, maxFeeAmount],
  );
  const schema = useMemo(() => offerFormSchemaFor(range), [range]);
  const submit = useSubmitOffer(consultation.id);
  const { register, handleSubmit, errors } = useSchemaForm(schema, {
    offerAmount: '',
    message: '',
  });

  // The server reads the input shape: an empty message is left out, not sent as null.
  const onSubmit = ({ offerAmount, message }: OfferOutput) =>
    submit.mutate({ offerAmount, message: message ?? undefined }, { onSuccess: onSubmitted });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField
        label={t('offers.form.amount')}
        error={errors.offerAmount?.message}
        hint={t('offers.form.amountHint', { range: formatFeeRange(range) })}
      >
        <RupeeAmountInput range={range} inputMode="decimal" {...register('offerAmount')} />
      </FormField>
      <FormField label={t('offers.form.message')} error={errors.message?.message}>
        <Textarea
          rows={3}
          placeholder={t('offers.form.messagePlaceholder')}
          {...register('message')}
        />
      </FormField>
      <Button type="submit" loading={submit.isPending} className="w-full sm:w-auto">
        {!submit.isPending && <Send aria-hidden="true" className="size-4" />}
        {submit.isPending ? t('offers.form.submitting') : t('offers.form.submit')}
      </Button>
    </form>
  );
}
