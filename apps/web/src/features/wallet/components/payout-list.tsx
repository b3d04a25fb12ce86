import type { Payout } from '@salahkar/domain/schemas/payments';
import { Badge } from '@/components/ui/badge.tsx';
import { formatIstDate } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { usePayouts } from '../api/use-wallet.ts';
import { WalletListCard } from './wallet-list-card.tsx';

function PayoutItem({ payout }: { payout: Payout }) {
  return (
    <li className="flex items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold">{formatRupeeText(payout.amount)}</p>
        <p className="text-muted-foreground">
          Requested {formatIstDate(payout.requestedAt)}
          {payout.paidAt && ` · Paid ${formatIstDate(payout.paidAt)}`}
        </p>
        {payout.bankReference && (
          <p className="break-all text-xs text-muted-foreground">
            Bank reference (UTR): {payout.bankReference}
          </p>
        )}
      </div>
      {payout.status === 'paid' ? (
        <Badge tone="success">Paid</Badge>
      ) : (
        <Badge tone="warning">Requested</Badge>
      )}
    </li>
  );
}

/** The professional's payout requests and whether each has been paid. */
export function PayoutList() {
  const payouts = usePayouts();
  return (
    <WalletListCard
      title="Payouts"
      description="Transfers from your wallet to your bank account."
      query={payouts}
      items={payouts.items}
      renderItem={(payout) => <PayoutItem key={payout.id} payout={payout} />}
      loadingLabel="Loading payouts…"
      errorTitle="Could not load your payouts"
      emptyText="No payouts yet"
      emptyDescription="Request a payout once your balance is ₹100 or more."
    />
  );
}
