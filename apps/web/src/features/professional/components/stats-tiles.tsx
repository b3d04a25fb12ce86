import { Briefcase, IndianRupee, MessagesSquare, Star } from 'lucide-react';
import type { ProfessionalStats } from '@salahkar/domain/schemas/offers';
import { StatTile } from '@/components/ui/stat-tile.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** Active Cases, Counter Offers, Rating and This Month's earnings, from real data. */
export function StatsTiles({ stats }: { stats: ProfessionalStats | undefined }) {
  const t = useT();
  // A grey bar where the figure will be, so the tiles keep their size while loading.
  const loading = (
    <span className="inline-block h-7 w-14 animate-pulse rounded bg-muted align-middle motion-reduce:animate-none">
      <span className="sr-only">{t('professional.tiles.loading')}</span>
    </span>
  );
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile
        label={t('professional.tiles.activeCases')}
        value={stats?.activeCases ?? loading}
        icon={<Briefcase aria-hidden="true" />}
      />
      <StatTile
        label={t('professional.tiles.counterOffers')}
        value={stats?.pendingOffers ?? loading}
        detail={t('professional.tiles.awaiting')}
        icon={<MessagesSquare aria-hidden="true" />}
      />
      <StatTile
        label={t('professional.tiles.rating')}
        value={
          stats
            ? stats.rating === null
              ? t('professional.tiles.new')
              : stats.rating.toFixed(1)
            : loading
        }
        detail={stats ? t('professional.tiles.reviews', { count: stats.reviewCount }) : undefined}
        icon={<Star aria-hidden="true" />}
      />
      <StatTile
        label={t('professional.tiles.thisMonth')}
        value={stats ? formatRupeeText(stats.monthEarnings) : loading}
        detail={t('professional.tiles.earnings')}
        icon={<IndianRupee aria-hidden="true" />}
      />
    </div>
  );
}
