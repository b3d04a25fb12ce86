import { MIN_PAYOUT_PAISE } from '@salahkar/domain/money';
import type { Payout } from '@salahkar/domain/schemas/payments';
import { Badge } from '@/components/ui/badge.tsx';
import { useT } from '@/i18n';
import { formatIstDate, formatRupees } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { usePayouts } from '../api/use-wallet.ts';
import { ListCard } from '@/components/ui/list-card.tsx';

function PayoutItem({ payout }: { payout: Payout }) {
  const t = useT();
  return (
    <li className="flex items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold">{formatRupeeText(payout.amount)}</p>
        <p className="text-muted-foreground">
          {t('wallet.payouts.requestedOn', { date: formatIstDate(payout.requestedAt) })}
          {payout.paidAt &&
            ` · ${t('wallet.payouts.paidOn', { date: formatIstDate(payout.paidAt) })}`}
        </p>
        {payout.bankReference && (
          <p className="break-all text-xs text-muted-foreground">
            {t('wallet.payouts.reference', { reference: payout.bankReference })}
          </p>
        )}
      </div>
      {payout.status === 'paid' ? (
        <Badge tone="success">{t('wallet.payouts.paid')}</Badge>
      ) : (
        <Badge tone="warning">{t('wallet.payouts.requested')}</Badge>
      )}
    </li>
  );
}

/** The professional's payout requests and whether each has been paid. */
export function PayoutList() {
  const t = useT();
  const payouts = usePayouts();
  return (
    <ListCard
      title={t('wallet.payouts.title')}
      description={t('wallet.payouts.description')}
      query={payouts}
      items={payouts.items}
      renderItem={(payout) => <PayoutItem key={payout.id} payout={payout} />}
      loadingLabel={t('wallet.payouts.loading')}
      errorTitle={t('wallet.payouts.loadFailed')}
      emptyText={t('wallet.payouts.empty')}
      emptyDescription={t('wallet.payouts.emptyDescription', {
        min: formatRupees(MIN_PAYOUT_PAISE),
      })}
    />
  );
}
