import type { WalletMovement, WalletMovementKind } from '@salahkar/domain/schemas/payments';
import { rupeesToPaise } from '@salahkar/domain/money';
import { msg, useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { formatIstDateTime, formatRupees } from '@/lib/format.ts';
import { useWalletMovements } from '../api/use-wallet.ts';
import { ListCard } from '@/components/ui/list-card.tsx';

const KIND_LABELS: Record<WalletMovementKind, string> = {
  earning: msg('wallet.movements.kind.earning'),
  payout_requested: msg('wallet.movements.kind.payoutRequested'),
  payout_paid: msg('wallet.movements.kind.payoutPaid'),
  refund_clawback: msg('wallet.movements.kind.refundClawback'),
};

/** '+₹720' or '-₹500': a movement's signed amount, credit to the wallet positive. */
export function signedAmountOf(amount: string): string {
  const paise = rupeesToPaise(amount);
  return paise > 0 ? `+${formatRupees(paise)}` : formatRupees(paise);
}

function MovementItem({ movement }: { movement: WalletMovement }) {
  const t = useT();
  const credit = rupeesToPaise(movement.amount) > 0;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0 text-sm">
        <p className="font-medium">{t(KIND_LABELS[movement.kind])}</p>
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
  const t = useT();
  const movements = useWalletMovements();
  return (
    <ListCard
      title={t('wallet.movements.title')}
      description={t('wallet.movements.description')}
      query={movements}
      items={movements.items}
      renderItem={(movement) => <MovementItem key={movement.id} movement={movement} />}
      loadingLabel={t('wallet.movements.loading')}
      errorTitle={t('wallet.movements.loadFailed')}
      emptyText={t('wallet.movements.empty')}
      emptyDescription={t('wallet.movements.emptyDescription')}
    />
  );
}
