import { cn } from '@/lib/cn.ts';
import { useT } from '@/i18n';

/** A grey placeholder block in the shape of content still loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} />;
}

/**
 * Placeholder cards where a list is loading: the page keeps its shape instead of a lone spinner,
 * and one status line tells screen readers what is happening.
 */
export function CardListSkeleton({ count = 3, label }: { count?: number; label?: string }) {
  const t = useT();
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{label ?? t('common.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          className="space-y-3 rounded-xl border border-border p-5"
        >
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <div className="flex gap-2 pt-1">
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-8 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The signed-in home while its code loads: the header, the welcome banner and a few cards in
 * outline, so the page appears in its shape rather than as a blank screen with a spinner.
 */
export function DashboardSkeleton() {
  const t = useT();
  return (
    <div className="min-h-dvh bg-background">
      <div aria-hidden="true" className="h-16 border-b border-border bg-card" />
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6">
        <Skeleton className="h-32 w-full rounded-2xl" />
        <Skeleton className="h-10 w-full" />
        <CardListSkeleton count={2} label={t('common.skeleton.dashboard')} />
      </div>
    </div>
  );
}
