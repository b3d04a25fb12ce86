import type { ReactNode } from 'react';
import { Briefcase, IndianRupee, MessagesSquare, Star } from 'lucide-react';
import type { ProfessionalStats } from '@salahkar/domain/schemas/offers';
import { Card } from '@/components/ui/card.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

function Tile({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: ReactNode;
  detail?: string;
  icon: ReactNode;
}) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="mt-1 text-2xl font-semibold">{value}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
      <div className="rounded-lg bg-primary-soft p-2 text-primary [&_svg]:size-5">{icon}</div>
    </Card>
  );
}

/** Active Cases, Counter Offers, Rating and This Month's earnings, from real data. */
export function StatsTiles({ stats }: { stats: ProfessionalStats | undefined }) {
  const loading = '…';
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Active Cases"
        value={stats?.activeCases ?? loading}
        icon={<Briefcase aria-hidden="true" />}
      />
      <Tile
        label="Counter Offers"
        value={stats?.pendingOffers ?? loading}
        detail="awaiting a response"
        icon={<MessagesSquare aria-hidden="true" />}
      />
      <Tile
        label="Rating"
        value={stats ? (stats.rating === null ? 'New' : stats.rating.toFixed(1)) : loading}
        detail={
          stats
            ? `${stats.reviewCount} ${stats.reviewCount === 1 ? 'review' : 'reviews'}`
            : undefined
        }
        icon={<Star aria-hidden="true" />}
      />
      <Tile
        label="This Month"
        value={stats ? formatRupeeText(stats.monthEarnings) : loading}
        detail="earnings released"
        icon={<IndianRupee aria-hidden="true" />}
      />
    </div>
  );
}
