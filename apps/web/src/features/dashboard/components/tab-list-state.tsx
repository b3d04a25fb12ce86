import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

type ListQuery = {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

/**
 * What a tab shows around its list: progress while loading, a retry when loading failed, the
 * empty text when there is nothing, else the list with Load More while more pages exist.
 */
export function TabListState({
  query,
  isEmpty,
  emptyText,
  emptyDescription,
  emptyAction,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  emptyText: string;
  emptyDescription?: string;
  emptyAction?: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner label="Loading…" className="size-6" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        title="Could not load this list"
        description="Check your connection and try again."
        action={<Button onClick={() => query.refetch()}>Try Again</Button>}
      />
    );
  }
  return (
    <div className="space-y-4">
      {isEmpty ? (
        <EmptyState title={emptyText} description={emptyDescription} action={emptyAction} />
      ) : (
        children
      )}
      {query.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            loading={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage?.()}
          >
            Load More
          </Button>
        </div>
      )}
    </div>
  );
}
