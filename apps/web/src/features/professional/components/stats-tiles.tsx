import { Briefcase, IndianRupee, MessagesSquare, Star } from 'lucide-react';
import type { ProfessionalStats } from '@salahkar/domain/schemas/offers';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** Active Cases, Counter Offers, Rating and This Month's earnings, from real data. */
export function StatsTiles({ stats }: { stats: ProfessionalStats | undefined }) {
  // A grey bar where the figure will be, so the tiles keep their size while loading.
  const loading = (
    <span className="inline-block h-7 w-14 animate-pulse rounded bg-muted align-middle motion-reduce:animate-none">
      <span className="sr-only">Loading</span>
    </span>
  );
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label="Active Cases"
        value={stats?.activeCases ?? loading}
        icon={<Briefcase aria-hidden="true" />}
      />
      <StatTile
        label="Counter Offers"
        value={stats?.pendingOffers ?? loading}
        detail="awaiting a response"
        icon={<MessagesSquare aria-hidden="true" />}
      />
      <StatTile
        label="Rating"
        value={stats ? (stats.rating === null ? 'New' : stats.rating.toFixed(1)) : loading}
        detail={
          stats
            ? `${stats.reviewCount} ${stats.reviewCount === 1 ? 'review' : 'reviews'}`
            : undefined
        }
        icon={<Star aria-hidden="true" />}
      />
      <StatTile
        label="This Month"
        value={stats ? formatRupeeText(stats.monthEarnings) : loading}
        detail="earnings released"
        icon={<IndianRupee aria-hidden="true" />}
      />
    </div>
  );
}
