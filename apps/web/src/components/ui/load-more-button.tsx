import { Button } from './button.tsx';
import { useT } from '@/i18n';

/** The paging half of a `usePagedList` answer (or of any infinite query). */
export type PagedQuery = {
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
};

/** Load More under a paged list, only while the server has more pages. */
export function LoadMoreButton({ query, size }: { query: PagedQuery; size?: 'sm' | 'md' }) {
  const t = useT();
  if (!query.hasNextPage) return null;
  return (
    <div className="flex justify-center">
      <Button
        variant="outline"
        size={size}
        loading={query.isFetchingNextPage}
        onClick={() => query.fetchNextPage?.()}
      >
        {t('common.loadMore')}
      </Button>
    </div>
  );
}
