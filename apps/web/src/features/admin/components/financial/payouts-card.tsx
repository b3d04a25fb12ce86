import { useState } from 'react';
import type { Payout, PayoutStatus } from '@salahkar/domain/schemas/payments';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useAdminPayouts } from '../../api/use-admin-finance.ts';
import { AdminListCard, ListFilter } from '../admin-list-card.tsx';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';

function PayoutItem({ payout }: { payout: Payout }) {
  const [marking, setMarking] = useState(false);
  return (
    <li className="flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">{payout.professionalName}</p>
        <p className="text-muted-foreground">
          Requested {formatIstDateTime(payout.requestedAt)}
          {payout.paidAt && ` · Paid ${formatIstDateTime(payout.paidAt)}`}
        </p>
        {payout.bankReference && (
          <p className="text-xs break-all text-muted-foreground">
            Bank reference (UTR): {payout.bankReference}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <p className="font-semibold">{formatRupeeText(payout.amount)}</p>
        {payout.status === 'paid' ? (
          <Badge tone="success">Paid</Badge>
        ) : (
          <>
            <Badge tone="warning">Requested</Badge>
            <Button size="sm" onClick={() => setMarking(true)}>
              Mark Paid
            </Button>
            <MarkPaidDialog payout={payout} open={marking} onOpenChange={setMarking} />
          </>
        )}
      </div>
    </li>
  );
}

/** Payouts professionals asked for: the requested ones first, to transfer and mark paid. */
export function PayoutsCard() {
  const [status, setStatus] = useState<PayoutStatus | ''>('requested');
  const payouts = useAdminPayouts(status);
  return (
    <AdminListCard
      title="Payouts"
      description="Transfers professionals requested from their wallets."
      filter={
        <ListFilter label="Show" value={status} onChange={setStatus}>
          <option value="requested">Requested</option>
          <option value="paid">Paid</option>
          <option value="">All payouts</option>
        </ListFilter>
      }
      query={payouts}
      items={payouts.items}
      listLabel="Payouts"
      renderItem={(payout) => <PayoutItem key={payout.id} payout={payout} />}
      emptyText={status === 'requested' ? 'No payouts waiting' : 'No payouts yet'}
      emptyDescription="Payouts show here when professionals request them."
      loadingLabel="Loading payouts…"
      errorTitle="Could not load the payouts"
    />
  );
}
