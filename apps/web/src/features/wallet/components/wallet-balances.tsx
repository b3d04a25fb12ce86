import { CalendarDays, Hourglass, Lock, TrendingUp } from 'lucide-react';
import type { Wallet } from '@salahkar/domain/schemas/payments';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** Pending payouts, escrow and earnings beside the balance card. */
export function WalletFigures({ wallet }: { wallet: Wallet }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <StatTile
        label="Pending payouts"
        value={formatRupeeText(wallet.pendingPayouts)}
        detail="requested, not yet transferred"
        icon={<Hourglass aria-hidden="true" />}
      />
      <StatTile
        label="In escrow"
        value={formatRupeeText(wallet.inEscrow)}
        detail="your active cases, paid on completion"
        icon={<Lock aria-hidden="true" />}
      />
      <StatTile
        label="This month"
        value={formatRupeeText(wallet.thisMonth)}
        detail="earnings released this month"
        icon={<CalendarDays aria-hidden="true" />}
      />
      <StatTile
        label="All time"
        value={formatRupeeText(wallet.totalEarned)}
        detail="earnings released in total"
        icon={<TrendingUp aria-hidden="true" />}
      />
    </div>
  );
}
