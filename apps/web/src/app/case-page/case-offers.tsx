import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { SectionCard } from '@/components/ui/card.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCaseOffers } from '@/features/offers';
import { useT } from '@/i18n';
import { OfferChoice } from '../dashboard/index.ts';

/**
 * The case page's offers, for the owner while the server lets them choose or pay (its abilities):
 * each professional's card with View and Accept, exactly as the dashboard's Counter Offers tab
 * shows them (the same OfferChoice), so a "New Counter Offer Received" notice lands where the
 * offer can be taken.
 */
export function CaseOffers({ consultation }: { consultation: Consultation }) {
  const t = useT();
  const { abilities } = consultation;
  const shown = abilities.acceptOffer || abilities.pay;
  const offers = useCaseOffers(consultation.id, shown);
  if (!shown) return null;
  return (
    <SectionCard
      title={t('casePage.offers.title')}
      regionId="case-offers-heading"
      contentClassName="space-y-4"
    >
      {offers.isPending ? (
        <Spinner label={t('casePage.offers.loading')} />
      ) : offers.isError ? (
        <LoadFailed title={t('casePage.offers.loadFailed')} onRetry={offers.refetch} />
      ) : offers.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('casePage.offers.empty')}</p>
      ) : (
        <OfferChoice consultation={{ ...consultation, offers: offers.data }} />
      )}
    </SectionCard>
  );
}
