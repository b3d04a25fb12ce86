import type { WalletMovement, WalletMovementKind } from '@salahkar/domain/schemas/payments';
import { rupeesToPaise } from '@salahkar/domain/money';
import { cn } from '@/lib/cn.ts';
import { formatIstDateTime, formatRupees } from '@/lib/format.ts';
import { useWalletMovements } from '../api/use-wallet.ts';
import { WalletListCard } from './wallet-list-card.tsx';

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
    <WalletListCard
      title="Movements"
      description="Every amount in and out of your wallet."
      query={movements}
      items={movements.items}
      renderItem={(movement) => <MovementItem key={movement.id} movement={movement} />}
      loadingLabel="Loading movements…"
      errorTitle="Could not load your movements"
      emptyText="No movements yet"
      emptyDescription="When a consultation you worked on completes, your share of its fee is added here."
    />
  );
}
