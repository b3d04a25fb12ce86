import type { ConsultationWithOffers } from '@salahkar/domain/schemas/offers';
import { Card } from '@/components/ui/card.tsx';
import {
  ConsultationStatusBadge,
  UrgencyBadge,
} from '@/components/consultation/consultation-badges.tsx';
import { useT } from '@/i18n';
import { formatBudgetRange } from '@/lib/rupee-amounts.ts';
import { OfferChoice } from './offer-choice.tsx';

/**
 * A request with the offers professionals sent on it (OfferChoice: accepting one opens its
 * checkout; while the 15-minute hold lasts it shows the time left and the way to the checkout).
 */
export function CounterOffersCard({ consultation }: { consultation: ConsultationWithOffers }) {
  const t = useT();
  const count = consultation.offers.filter(
    (offer) => offer.status === 'pending' || offer.status === 'accepted',
  ).length;

  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="space-y-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{consultation.title}</h3>
          <div className="flex flex-wrap gap-2">
            <ConsultationStatusBadge status={consultation.status} />
            <UrgencyBadge urgencyLevel={consultation.urgencyLevel} />
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {consultation.subcategory} ·{' '}
          {t('dashboard.offers.budget', { budget: formatBudgetRange(consultation) })} ·{' '}
          {t('dashboard.offers.count', { count })}
        </p>
      </div>
      <OfferChoice consultation={consultation} />
    </Card>
  );
}
