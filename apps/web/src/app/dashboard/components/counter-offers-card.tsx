import type { ConsultationWithOffers } from '@salahkar/domain/schemas/offers';
import { Card } from '@/components/ui/card.tsx';
import {
  ConsultationStatusBadge,
  UrgencyBadge,
} from '@/components/consultation/consultation-badges.tsx';
import { useAcceptOfferAction } from '@/features/offers';
import { useT } from '@/i18n';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { formatBudgetRange } from '@/lib/rupee-amounts.ts';
import { OfferRow } from './offer-row.tsx';
import { PaymentHoldNotice, type HoldState } from './payment-hold-notice.tsx';

/**
 * A request with the offers professionals sent on it. Accepting one opens its checkout; while the
 * 15-minute hold lasts the card shows the time left and the way back to the checkout.
 */
export function CounterOffersCard({ consultation }: { consultation: ConsultationWithOffers }) {
  const t = useT();
  const { acceptOffer, pendingOfferId } = useAcceptOfferAction();
  const { payment } = consultation;
  const awaiting = payment?.state === 'awaiting_payment';
  const secondsLeft = useCountdown(awaiting ? Date.parse(payment.expiresAt) : null);
  const hold: HoldState = awaiting
    ? secondsLeft > 0
      ? 'holding'
      : 'lapsed'
    : payment?.state === 'expired'
      ? 'lapsed'
      : 'none';
  const offers = consultation.offers.filter(
    (offer) => offer.status === 'pending' || offer.status === 'accepted',
  );
  const accepted = offers.find((offer) => offer.status === 'accepted');
  // The server says whether the owner may choose now; a hold that runs out on screen hands its
  // pay ability over to choosing again, as the server will once the clock passes.
  const { abilities } = consultation;
  const choosing = abilities.acceptOffer || (hold === 'lapsed' && abilities.pay);

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
          {t('dashboard.offers.count', { count: offers.length })}
        </p>
      </div>

      <PaymentHoldNotice
        consultation={consultation}
        accepted={accepted}
        hold={hold}
        secondsLeft={secondsLeft}
      />

      <ul className="space-y-3">
        {offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            canAccept={choosing && offer.status === 'pending'}
            accepting={pendingOfferId === offer.id}
            onAccept={() => acceptOffer(offer.id)}
          />
        ))}
      </ul>
    </Card>
  );
}
