import { CalendarDays, Hourglass, Lock, TrendingUp } from 'lucide-react';
import type { Wallet } from '@salahkar/domain/schemas/payments';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** Pending payouts, escrow and earnings beside the balance card. */
export function WalletFigures({ wallet }: { wallet: Wallet }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <StatTile
        label={t('wallet.figures.pending')}
        value={formatRupeeText(wallet.pendingPayouts)}
        detail={t('wallet.figures.pendingDetail')}
        icon={<Hourglass aria-hidden="true" />}
      />
      <StatTile
        label={t('wallet.figures.escrow')}
        value={formatRupeeText(wallet.inEscrow)}
        detail={t('wallet.figures.escrowDetail')}
        icon={<Lock aria-hidden="true" />}
      />
      <StatTile
        label={t('wallet.figures.month')}
        value={formatRupeeText(wallet.thisMonth)}
        detail={t('wallet.figures.monthDetail')}
        icon={<CalendarDays aria-hidden="true" />}
      />
      <StatTile
        label={t('wallet.figures.total')}
        value={formatRupeeText(wallet.totalEarned)}
        detail={t('wallet.figures.totalDetail')}
        icon={<TrendingUp aria-hidden="true" />}
      />
    </div>
  );
}
