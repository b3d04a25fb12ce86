import { CheckCircle2 } from 'lucide-react';
import type { ConsultationWithOffers } from '@salahkar/domain/schemas/offers';
import { Card } from '@/components/ui/card.tsx';
import { ConsultationStatusBadge, UrgencyBadge } from '@/features/consultations';
import { useAcceptOfferAction } from '@/features/offers';
import { displayNameOf } from '@/lib/format.ts';
import { formatBudgetRange, formatRupeeText } from '@/lib/rupee-amounts.ts';
import { OfferRow } from './offer-row.tsx';

/** A request with the offers professionals sent on it; once one is accepted, payment is next. */
export function CounterOffersCard({ consultation }: { consultation: ConsultationWithOffers }) {
  const { acceptOffer, pendingOfferId } = useAcceptOfferAction();
  const offers = consultation.offers.filter(
    (offer) => offer.status === 'pending' || offer.status === 'accepted',
  );
  const accepted = offers.find((offer) => offer.status === 'accepted');
  const choosing = !accepted && consultation.status === 'pending_offers';

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
          {consultation.subcategory} · Budget {formatBudgetRange(consultation)} · {offers.length}{' '}
          {offers.length === 1 ? 'offer' : 'offers'}
        </p>
      </div>

      {accepted && (
        <div role="status" className="flex gap-3 rounded-lg bg-green-50 p-3 text-sm text-success">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            <strong>Offer Accepted.</strong> You chose {displayNameOf(accepted.professional)} at{' '}
            {formatRupeeText(accepted.offerAmount)}. Payment is the next step to start your
            consultation.
          </p>
        </div>
      )}

      <ul className="space-y-3">
        {offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            canAccept={choosing && offer.status === 'pending'}
            accepting={pendingOfferId === offer.id}
            onAccept={(onAccepted) => acceptOffer(offer.id, onAccepted)}
          />
        ))}
      </ul>
    </Card>
  );
}
