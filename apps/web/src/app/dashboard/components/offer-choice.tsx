import type { ConsultationWithOffers } from '@salahkar/domain/schemas/offers';
import { useAcceptOfferAction } from '@/features/offers';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { OfferRow } from './offer-row.tsx';
import { PaymentHoldNotice, type HoldState } from './payment-hold-notice.tsx';

/**
 * The offers on a request to choose from, with View and Accept where the server allows choosing
 * (its abilities), and the chosen offer's payment hold: the same on the dashboard's Counter Offers
 * tab and on the case page. Accepting opens the offer's checkout.
 */
export function OfferChoice({ consultation }: { consultation: ConsultationWithOffers }) {
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
    <>
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
    </>
  );
}
