import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';
import { LoadFailed } from './load-failed.tsx';
import { Spinner } from './spinner.tsx';

/** The parts of a query the screens wait on (TanStack Query's result has them). */
interface LoadingQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/** A centred, announced spinner where something is still loading. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center py-6 text-primary', className)}>
      <Spinner label={label} className="size-6" />
    </div>
  );
}

/**
 * What shows for one loaded thing: progress while loading, a retry when loading failed, else
 * `children` with the data. ListState does the same for lists with pages.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  failedTitle,
  className,
  children,
}: {
  query: LoadingQuery<T>;
  loadingLabel: string;
  failedTitle: string;
  /** The loading block's spacing, where the default does not suit the page. */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock label={loadingLabel} className={className} />;
  if (query.isError || query.data === undefined) {
    return <LoadFailed title={failedTitle} onRetry={query.refetch} />;
  }
  return <>{children(query.data)}</>;
}
