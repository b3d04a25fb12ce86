import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Star } from 'lucide-react';
import { createReviewSchema } from '@salahkar/domain/schemas/consultations';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { validationText } from '@/lib/error-message.ts';
import { useSchemaForm } from '@/lib/use-schema-form.ts';
import { useSubmitReview } from '../api/use-manage-consultation.ts';

type ReviewOutput = z.output<typeof createReviewSchema>;

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review prompt on a completed consultation: 1–5 stars, an optional comment and the choice to
 * show the review on the home page (off unless ticked), once.
 */
export function ReviewPrompt({ consultationId }: { consultationId: string }) {
  const t = useT();
  const review = useSubmitReview(consultationId);
  const consentId = useId();
  const { register, handleSubmit, control, errors } = useSchemaForm(createReviewSchema, {
    rating: undefined,
    comment: '',
    showOnSite: false,
  });
  const rating = Number(useWatch({ control, name: 'rating' }) ?? 0);

  const onSubmit = ({ rating: stars, comment, showOnSite }: ReviewOutput) =>
    review.mutate({ rating: stars, comment: comment ?? undefined, showOnSite });

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="space-y-3 rounded-lg bg-muted p-4"
    >
      <fieldset>
        <legend className="text-sm font-semibold">{t('consultations.review.question')}</legend>
        <div className="mt-2 flex gap-1">
          {STARS.map((star) => (
            <label
              key={star}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input type="radio" value={star} className="sr-only" {...register('rating')} />
              <span className="sr-only">{t('consultations.review.stars', { count: star })}</span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-7',
                  star <= rating ? 'fill-amber-400 text-amber-500' : 'text-input',
                )}
              />
            </label>
          ))}
        </div>
        {errors.rating && (
          <p role="alert" className="mt-1 text-sm text-destructive">
            {validationText(errors.rating.message ?? '')}
          </p>
        )}
      </fieldset>
      <FormField label={t('consultations.review.comment')} error={errors.comment?.message}>
        <Textarea rows={2} {...register('comment')} />
      </FormField>
      <div className="flex items-start gap-3">
        <Controller
          control={control}
          name="showOnSite"
          render={({ field }) => (
            <Checkbox
              id={consentId}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              className="mt-0.5"
            />
          )}
        />
        <label htmlFor={consentId} className="text-sm leading-relaxed">
          {t('consultations.review.showOnSite')}
        </label>
      </div>
      <Button type="submit" size="sm" loading={review.isPending}>
        {t('consultations.review.submit')}
      </Button>
    </form>
  );
}
