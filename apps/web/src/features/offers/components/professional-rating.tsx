import { Star } from 'lucide-react';
import type { OfferProfessional } from '@salahkar/domain/schemas/offers';
import { useT } from '@/i18n';

/** '4.8 (12 reviews)', or 'New' for a professional nobody has rated yet. */
export function ProfessionalRating({
  professional,
}: {
  professional: Pick<OfferProfessional, 'rating' | 'reviewCount'>;
}) {
  const t = useT();
  const { rating, reviewCount } = professional;
  if (rating === null || reviewCount === 0) {
    return (
      <span className="text-sm">
        <span className="font-medium text-accent">{t('offers.rating.new')}</span>
        <span className="text-muted-foreground"> · {t('offers.rating.noReviews')}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm">
      <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-medium">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">
        {t('offers.rating.reviews', { count: reviewCount })}
      </span>
    </span>
  );
}
