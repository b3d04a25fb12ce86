import type { Payout } from '@salahkar/domain/schemas/payments';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatIstDate } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { usePayouts } from '../api/use-wallet.ts';

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
    <Card>
      <CardHeader>
        <CardTitle>Payouts</CardTitle>
        <CardDescription>Transfers from your wallet to your bank account.</CardDescription>
      </CardHeader>
      <CardContent>
        {payouts.isPending ? (
          <Spinner label="Loading payouts…" className="size-6 text-primary" />
        ) : payouts.isError ? (
          <EmptyState
            title="Could not load your payouts"
            description="Check your connection and try again."
            action={<Button onClick={() => payouts.refetch()}>Try Again</Button>}
          />
        ) : payouts.items.length === 0 ? (
          <EmptyState
            title="No payouts yet"
            description="Request a payout once your balance is ₹100 or more."
          />
        ) : (
          <div className="space-y-3">
            <ul className="divide-y divide-border">
              {payouts.items.map((payout) => (
                <PayoutItem key={payout.id} payout={payout} />
              ))}
            </ul>
            {payouts.hasNextPage && (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  loading={payouts.isFetchingNextPage}
                  onClick={() => payouts.fetchNextPage()}
                >
                  Load More
                </Button>
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
