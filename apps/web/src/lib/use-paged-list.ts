import { useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@salahkar/domain/limits';
import type { Page } from '@salahkar/domain/pagination';
import { apiRequest } from './api-client.ts';

type ListPage<T> = Pick<Page<T>, 'items' | 'page' | 'hasMore'>;

/** One page of a list endpoint; a plain array (an unpaginated endpoint) reads as the only page. */
function asPage<T>(body: Page<T> | T[] | null, page: number): ListPage<T> {
  if (!body) return { items: [], page, hasMore: false };
  if (Array.isArray(body)) return { items: body, page, hasMore: false };
  return { items: body.items, page: body.page, hasMore: body.hasMore };
}

/**
 * A list endpoint read page by page (`?page=&pageSize=` plus `params`), for lists with a Load
 * More button. The key starts with the endpoint's path, so invalidating that path refreshes it.
 */
export function usePagedList<T>(
  path: string,
  {
    params = {},
    pageSize = DEFAULT_PAGE_SIZE,
    enabled = true,
  }: { params?: Record<string, string>; pageSize?: number; enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({
    queryKey: [path, { ...params, pageSize }],
    queryFn: async ({ pageParam }) => {
      const search = new URLSearchParams({
        ...params,
        page: String(pageParam),
        pageSize: String(pageSize),
      });
      const body = await apiRequest<Page<T> | T[] | null>('GET', `${path}?${search}`);
      return asPage(body, pageParam);
    },
    initialPageParam: 1,
    getNextPageParam: (last: ListPage<T>) => (last.hasMore ? last.page + 1 : undefined),
    enabled,
  });
  return {
    ...query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
  };
}
