import { useConsultationsWithOffers } from '@/features/consultations';
import { useT } from '@/i18n';
import { CardListState } from '@/components/ui/list-state.tsx';
import { CounterOffersCard } from './counter-offers-card.tsx';

/** Counter Offers: the user's requests that professionals have answered, with their offers. */
export function CounterOffersTab() {
  const t = useT();
  const consultations = useConsultationsWithOffers();
  return (
    <CardListState
      query={consultations}
      isEmpty={consultations.items.length === 0}
      emptyText={t('dashboard.offers.empty')}
      emptyDescription={t('dashboard.offers.emptyDescription')}
    >
      <ul className="space-y-4">
        {consultations.items.map((consultation) => (
          <li key={consultation.id}>
            <CounterOffersCard consultation={consultation} />
          </li>
        ))}
      </ul>
    </CardListState>
  );
}
