import { useId, useState } from 'react';
import type { Offer } from '@salahkar/domain/schemas/offers';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Fact, Passage } from '@/components/consultation/consultation-facts.tsx';
import { OfferStatusBadge } from '@/components/consultation/offer-status-badge.tsx';
import { SpecializationName } from '@/components/consultation/specialization-name.tsx';
import { categoryLabel, useT } from '@/i18n';
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
  const t = useT();
  const { consultation } = offer;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('professional.offers.dialogTitle')} description={consultation?.title}>
        <div className="space-y-4">
          <OfferStatusBadge status={offer.status} />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
            <Fact label={t('professional.offers.yourOffer')}>
              {formatRupeeText(offer.offerAmount)}
            </Fact>
            <Fact label={t('professional.offers.sent')}>{formatIstDateTime(offer.createdAt)}</Fact>
            {consultation && (
              <>
                <Fact label={t('professional.offers.budget')}>
                  {formatBudgetRange(consultation)}
                </Fact>
                <Fact label={t('professional.offers.category')}>
                  {categoryLabel(consultation.category)} ·{' '}
                  <SpecializationName
                    category={consultation.category}
                    name={consultation.subcategory}
                  />
                </Fact>
              </>
            )}
          </dl>
          <Passage title={t('professional.offers.yourMessage')}>
            {offer.message ?? t('professional.offers.noMessage')}
          </Passage>
          {consultation && (
            <Passage title={t('professional.offers.request')} muted>
              {consultation.description}
            </Passage>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function MyOffer({ offer }: { offer: Offer }) {
  const t = useT();
  const [viewing, setViewing] = useState(false);
  return (
    <li className="space-y-2 rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 font-medium break-words">
          {offer.consultation?.title ?? t('professional.offers.untitled')}
        </p>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p className="text-sm text-muted-foreground">
        {t('professional.offers.line', { amount: formatRupeeText(offer.offerAmount) })} ·{' '}
        {formatIstDateTime(offer.createdAt)}
      </p>
      <Button size="sm" variant="outline" onClick={() => setViewing(true)}>
        {t('professional.offers.view')}
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
  const t = useT();
  return (
    <PanelCard
      title={t('professional.offers.title')}
      description={t('professional.offers.description')}
    >
      <div className="space-y-6">
        <OfferGroup
          heading={t('professional.offers.awaiting')}
          list={awaiting}
          emptyText={t('professional.offers.awaitingEmpty')}
        />
        <OfferGroup
          heading={t('professional.offers.accepted')}
          list={accepted}
          emptyText={t('professional.offers.acceptedEmpty')}
        />
      </div>
    </PanelCard>
  );
}
