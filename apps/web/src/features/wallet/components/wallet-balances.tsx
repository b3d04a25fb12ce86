import type { ReactNode } from 'react';
import { CalendarDays, Hourglass, Lock, TrendingUp } from 'lucide-react';
import type { Wallet } from '@salahkar/domain/schemas/payments';
import { Card } from '@/components/ui/card.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

function Figure({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: string;
  detail: string;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold">{value}</p>
        <p className="text-xs text-muted-foreground">{detail}</p>
      </div>
      <div className="rounded-lg bg-primary-soft p-2 text-primary [&_svg]:size-5">{icon}</div>
    </Card>
  );
}

/** Pending payouts, escrow and earnings beside the balance card. */
export function WalletFigures({ wallet }: { wallet: Wallet }) {
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <Figure
        label="Pending payouts"
        value={formatRupeeText(wallet.pendingPayouts)}
        detail="requested, not yet transferred"
        icon={<Hourglass aria-hidden="true" />}
      />
      <Figure
        label="In escrow"
        value={formatRupeeText(wallet.inEscrow)}
        detail="your active cases, paid on completion"
        icon={<Lock aria-hidden="true" />}
      />
      <Figure
        label="This month"
        value={formatRupeeText(wallet.thisMonth)}
        detail="earnings released this month"
        icon={<CalendarDays aria-hidden="true" />}
      />
      <Figure
        label="All time"
        value={formatRupeeText(wallet.totalEarned)}
        detail="earnings released in total"
        icon={<TrendingUp aria-hidden="true" />}
      />
    </div>
  );
}
