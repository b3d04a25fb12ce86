import { useId, useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import type { Offer } from '@salahkar/domain/schemas/offers';
import { Button } from '@/components/ui/button.tsx';
import { OfferDetailsDialog } from '@/features/offers';
import { OfferStatusBadge } from '@/components/consultation/offer-status-badge.tsx';
import { useT } from '@/i18n';
import { displayNameOf } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** One professional's offer on a request: who, how much, their message; View and Accept. */
export function OfferRow({
  offer,
  canAccept,
  accepting,
  onAccept,
}: {
  offer: Offer;
  canAccept: boolean;
  accepting: boolean;
  /** Accepts the offer; once the server agrees, its checkout opens. */
  onAccept: () => void;
}) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  const nameId = useId();
  const name = displayNameOf(offer.professional);

  return (
    <li className="space-y-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p id={nameId} className="font-medium">
            {name}
          </p>
          {offer.professional.isVerified && (
            <p className="inline-flex items-center gap-1 text-xs font-medium text-success">
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {t('dashboard.offer.verified')}
            </p>
          )}
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold">{formatRupeeText(offer.offerAmount)}</p>
          {offer.status !== 'pending' && <OfferStatusBadge status={offer.status} />}
        </div>
      </div>
      {offer.message && (
        <p className="line-clamp-3 text-sm whitespace-pre-line text-muted-foreground">
          {offer.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-describedby={nameId}
          onClick={() => setViewing(true)}
        >
          {t('dashboard.offer.view')}
        </Button>
        {canAccept && (
          <Button size="sm" aria-describedby={nameId} loading={accepting} onClick={onAccept}>
            {t('dashboard.offer.accept')}
          </Button>
        )}
      </div>
      <OfferDetailsDialog
        offer={offer}
        open={viewing}
        onOpenChange={setViewing}
        canAccept={canAccept}
        accepting={accepting}
        onAccept={onAccept}
      />
    </li>
  );
}
