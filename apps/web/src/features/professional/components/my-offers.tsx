import { useId, useState } from 'react';
import { CATEGORY_LABELS } from '@salahkar/domain/enums';
import type { Offer } from '@salahkar/domain/schemas/offers';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Fact } from '@/features/consultations';
import { OfferStatusBadge } from '@/features/offers';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatBudgetRange, formatRupeeText } from '@/lib/rupee-amounts.ts';
import type { useMyOffers } from '../api/use-professional-lists.ts';
import { PanelCard, PanelList } from './list-panel.tsx';

function OwnOfferDialog({
  offer,
  open,
  onOpenChange,
}: {
  offer: Offer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { consultation } = offer;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Your Offer" description={consultation?.title}>
        <div className="space-y-4">
          <OfferStatusBadge status={offer.status} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label="Your offer">{formatRupeeText(offer.offerAmount)}</Fact>
            <Fact label="Sent">{formatIstDateTime(offer.createdAt)}</Fact>
            {consultation && (
              <>
                <Fact label="Budget range">{formatBudgetRange(consultation)}</Fact>
                <Fact label="Category">
                  {CATEGORY_LABELS[consultation.category]} · {consultation.subcategory}
                </Fact>
              </>
            )}
          </dl>
          <section className="space-y-1">
            <h3 className="text-sm font-semibold">Your message</h3>
            <p className="text-sm whitespace-pre-line">{offer.message ?? 'No message.'}</p>
          </section>
          {consultation && (
            <section className="space-y-1">
              <h3 className="text-sm font-semibold">The request</h3>
              <p className="text-sm whitespace-pre-line text-muted-foreground">
                {consultation.description}
              </p>
            </section>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MyOffer({ offer }: { offer: Offer }) {
  const [viewing, setViewing] = useState(false);
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">
          {offer.consultation?.title ?? 'Consultation request'}
        </p>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        Your offer {formatRupeeText(offer.offerAmount)} · {formatIstDateTime(offer.createdAt)}
      </p>
      <Button size="sm" variant="outline" onClick={() => setViewing(true)}>
        View
      </Button>
      <OwnOfferDialog offer={offer} open={viewing} onOpenChange={setViewing} />
    </li>
  );
}

/** One group of the Counter Offers card: its heading, then its offers. */
function OfferGroup({
  heading,
  list,
  emptyText,
}: {
  heading: string;
  list: ReturnType<typeof useMyOffers>;
  emptyText: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold">
        {heading}
      </h3>
      <PanelList
        label={heading}
        query={list}
        isEmpty={list.items.length === 0}
        emptyText={emptyText}
      >
        {list.items.map((offer) => (
          <MyOffer key={offer.id} offer={offer} />
        ))}
      </PanelList>
    </section>
  );
}

/**
 * Counter Offers: the offers the professional sent, grouped by the status the server gives
 * them. Awaiting response holds exactly what the tile counts; accepted ones follow apart.
 */
export function MyOffers({
  awaiting,
  accepted,
}: {
  awaiting: ReturnType<typeof useMyOffers>;
  accepted: ReturnType<typeof useMyOffers>;
}) {
  return (
    <PanelCard title="Counter Offers" description="Offers you sent, and where each stands.">
      <div className="space-y-6">
        <OfferGroup
          heading="Awaiting response"
          list={awaiting}
          emptyText="No offers awaiting a response"
        />
        <OfferGroup heading="Accepted" list={accepted} emptyText="No accepted offers yet" />
      </div>
    </PanelCard>
  );
}
