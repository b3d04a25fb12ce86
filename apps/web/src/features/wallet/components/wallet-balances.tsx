import { CalendarDays, Hourglass, Lock, TrendingUp, type LucideIcon } from 'lucide-react';
import type { Wallet } from '@salahkar/domain/schemas/payments';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { msg, useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** One figure beside the balance card: the wallet's amount it shows, its label, its line and icon. */
type WalletFigure = {
  amount: 'pendingPayouts' | 'inEscrow' | 'thisMonth' | 'totalEarned';
  label: string;
  detail: string;
  Icon: LucideIcon;
};

const FIGURES: WalletFigure[] = [
  {
    amount: 'pendingPayouts',
    label: msg('wallet.figures.pending'),
    detail: msg('wallet.figures.pendingDetail'),
    Icon: Hourglass,
  },
  {
    amount: 'inEscrow',
    label: msg('wallet.figures.escrow'),
    detail: msg('wallet.figures.escrowDetail'),
    Icon: Lock,
  },
  {
    amount: 'thisMonth',
    label: msg('wallet.figures.month'),
    detail: msg('wallet.figures.monthDetail'),
    Icon: CalendarDays,
  },
  {
    amount: 'totalEarned',
    label: msg('wallet.figures.total'),
    detail: msg('wallet.figures.totalDetail'),
    Icon: TrendingUp,
  },
];

/** Pending payouts, escrow and earnings beside the balance card. */
export function WalletFigures({ wallet }: { wallet: Wallet }) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {FIGURES.map(({ amount, label, detail, Icon }) => (
        <StatTile
          key={amount}
          label={t(label)}
          value={formatRupeeText(wallet[amount])}
          detail={t(detail)}
          icon={<Icon aria-hidden="true" />}
        />
      ))}
    </div>
  );
}
