import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Clock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { FeeQuote } from '@salahkar/domain/pricing';
import { catalogText, tierNameOf, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { formatFeeRange } from '@/lib/rupee-amounts.ts';
import type { FeePreview } from '../hooks/use-fee-preview.ts';

/**
 * A tier's fee range as the domain quotes it (quoteFeeRange): before a specialization is chosen,
 * normal's range is the span of the specializations' ranges, and says so.
 */
function TierQuote({ quote, isOther }: { quote: FeeQuote | null; isOther: boolean }) {
  const t = useT();
  if (!quote) {
    return (
      <span className="text-muted-foreground">
        {isOther
          ? t('consultations.urgencyCards.noQuote')
          : t('consultations.urgencyCards.quoteLater')}
      </span>
    );
  }
  return (
    <span className="font-medium text-foreground">
      {formatFeeRange(quote.range)}
      {quote.basis === 'specializations' && (
        <span className="block text-xs font-normal text-muted-foreground">
          {t('consultations.urgencyCards.bySpecialization')}
        </span>
      )}
    </span>
  );
}

/**
 * Response Time & Pricing: one card per urgency tier (from the admin-edited table) with its
 * response time and the fee range it leads to. The cards are radio buttons under the hood.
 */
export function UrgencyCards({ preview }: { preview: FeePreview }) {
  const t = useT();
  const { register } = useFormContext<{ urgencyLevel?: unknown }>();
  const { tiers, tiersQuery, urgencyLevel } = preview;
  const idPrefix = useId();

  if (tiersQuery.isPending) return <Spinner label={t('consultations.urgencyCards.loading')} />;
  if (tiersQuery.isError) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
        {t('consultations.urgencyCards.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => tiersQuery.refetch()}>
          {t('consultations.common.tryAgain')}
        </Button>
      </p>
    );
  }

  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {tiers.map((tier) => {
        const checked = tier.urgencyLevel === urgencyLevel;
        // The tier's name names the radio; its time, range and description describe it.
        const nameId = `${idPrefix}-${tier.urgencyLevel}-name`;
        const detailsId = `${idPrefix}-${tier.urgencyLevel}-details`;
        const responseTime = catalogText(tier.responseTime, tier.responseTimeHi);
        const description = catalogText(tier.description, tier.descriptionHi);
        return (
          <label
            key={tier.id}
            className={cn(
              'relative flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              checked ? 'border-primary bg-primary-soft' : 'border-input hover:bg-muted',
            )}
          >
            <input
              type="radio"
              value={tier.urgencyLevel}
              className="sr-only"
              aria-labelledby={nameId}
              aria-describedby={detailsId}
              {...register('urgencyLevel')}
            />
            <span id={nameId} className="font-semibold">
              {tierNameOf(tier)}
            </span>
            <span id={detailsId} className="flex flex-col gap-1">
              <span className="flex items-center gap-1 text-muted-foreground">
                <Clock aria-hidden="true" className="size-3.5" />
                <span lang={responseTime.lang}>{responseTime.text}</span>
              </span>
              <TierQuote quote={preview.quoteFor(tier)} isOther={preview.isOther} />
              <span lang={description.lang} className="text-xs text-muted-foreground">
                {description.text}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
