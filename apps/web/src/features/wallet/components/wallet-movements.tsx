import type { WalletMovement, WalletMovementKind } from '@salahkar/domain/schemas/payments';
import { rupeesToPaise } from '@salahkar/domain/pricing';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { ListState } from '@/components/ui/list-state.tsx';
import { cn } from '@/lib/cn.ts';
import { formatIstDateTime, formatRupees } from '@/lib/format.ts';
import { useWalletMovements } from '../api/use-wallet.ts';

const KIND_LABELS: Record<WalletMovementKind, string> = {
  earning: 'Earning released',
  payout_requested: 'Payout requested',
  payout_paid: 'Payout paid',
  refund_clawback: 'Refund taken back',
};

/** '+₹720' or '-₹500': a movement's signed amount, credit to the wallet positive. */
export function signedAmountOf(amount: string): string {
  const paise = rupeesToPaise(amount);
  return paise > 0 ? `+${formatRupees(paise)}` : formatRupees(paise);
}

function MovementItem({ movement }: { movement: WalletMovement }) {
  const credit = rupeesToPaise(movement.amount) > 0;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium">{KIND_LABELS[movement.kind]}</p>
        <p className="break-words text-muted-foreground">
          {movement.consultationTitle ?? movement.description}
        </p>
        <p className="text-xs text-muted-foreground">{formatIstDateTime(movement.createdAt)}</p>
      </div>
      <p className={cn('shrink-0 font-semibold tabular-nums', credit && 'text-success')}>
        {signedAmountOf(movement.amount)}
      </p>
    </li>
  );
}

/** The wallet's movements, newest first, with Load More. */
export function WalletMovements() {
  const movements = useWalletMovements();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Movements</CardTitle>
        <CardDescription>Every amount in and out of your wallet.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          query={movements}
          isEmpty={movements.items.length === 0}
          loadingLabel="Loading movements…"
          errorTitle="Could not load your movements"
          emptyText="No movements yet"
          emptyDescription="When a consultation you worked on completes, your share of its fee is added here."
        >
          <ul className="divide-y divide-border">
            {movements.items.map((movement) => (
              <MovementItem key={movement.id} movement={movement} />
            ))}
          </ul>
        </ListState>
      </CardContent>
    </Card>
  );
}
