import type { ComponentProps, ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { LoadFailed } from './load-failed.tsx';
import { LoadMoreButton, type PagedQuery } from './load-more-button.tsx';
import { LoadingBlock } from './query-state.tsx';
import { CardListSkeleton } from './skeleton.tsx';
import { useT } from '@/i18n';

type ListQuery = PagedQuery & {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
};

/**
 * What shows around a list: progress while loading, a retry when loading failed, the empty text
 * when there is nothing, else the list with Load More while more pages exist.
 */
export function ListState({
  query,
  isEmpty,
  emptyText,
  emptyDescription,
  emptyAction,
  loadingLabel,
  errorTitle,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  emptyText: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  loadingLabel?: string;
  errorTitle?: string;
  children: ReactNode;
}) {
  const t = useT();
  if (query.isPending) {
    return <LoadingBlock label={loadingLabel ?? t('common.loading')} className="py-10" />;
  }
  if (query.isError)
    return (
      <LoadFailed title={errorTitle ?? t('common.listState.loadFailed')} onRetry={query.refetch} />
    );
  return (
    <div className="space-y-4">
      {isEmpty ? (
        <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />
      ) : (
        children
      )}
      <LoadMoreButton query={query} />
    </div>
  );
}

/**
 * A list of cards (a dashboard tab's, the completed cases'): its cards sketched while it loads,
 * then what ListState shows (a retry, the empty text, the list with Load More).
 */
export function CardListState(props: ComponentProps<typeof ListState>) {
  if (props.query.isPending) return <CardListSkeleton label={props.loadingLabel} />;
  return <ListState {...props} />;
}
