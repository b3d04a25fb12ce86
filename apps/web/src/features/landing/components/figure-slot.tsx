import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';

/**
 * A place on the landing page whose content arrives after the page: the build renders the page
 * without its live figures, so each slot keeps its height while they load (no layout shift) and
 * says plainly when they could not be loaded.
 */
export function FigureSlot({
  status,
  className,
  children,
}: {
  status: 'pending' | 'error' | 'success';
  className?: string;
  children: () => ReactNode;
}) {
  const t = useT();
  if (status === 'success') return <>{children()}</>;
  return (
    <div
      aria-busy={status === 'pending' || undefined}
      className={cn(
        'flex items-center justify-center rounded-xl bg-muted/60 text-sm text-muted-foreground',
        status === 'pending' && 'animate-pulse',
        className,
      )}
    >
      {status === 'pending' ? (
        <span className="sr-only">{t('landing.figures.loading')}</span>
      ) : (
        t('landing.figures.loadFailed')
      )}
    </div>
  );
}
