import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_SIZE } from '@salahkar/domain/limits';
import type { Page } from '@salahkar/domain/pagination';
import { apiRequest } from './api-client.ts';

type ListPage<T> = Pick<Page<T>, 'items' | 'page' | 'hasMore' | 'nextCursor'>;

/** Which page to load next: its number, and the cursor the server gave for it, if any. */
type PageParam = { page: number; cursor: string | null };

/** One page of a list endpoint; a plain array (an unpaginated endpoint) reads as the only page. */
function asPage<T>(body: Page<T> | T[] | null, page: number): ListPage<T> {
  if (!body) return { items: [], page, hasMore: false, nextCursor: null };
  if (Array.isArray(body)) return { items: body, page, hasMore: false, nextCursor: null };
  return {
    items: body.items,
    page: body.page,
    hasMore: body.hasMore,
    nextCursor: body.nextCursor ?? null,
  };
}

/** The address of one page of a list: `params` first, then `page`, `pageSize` and `cursor`. */
function pageUrl(
  path: string,
  params: Record<string, string>,
  pageSize: number,
  { page, cursor }: PageParam,
): string {
  const search = new URLSearchParams({
    ...params,
    page: String(page),
    pageSize: String(pageSize),
    ...(cursor ? { cursor } : {}),
  });
  return `${path}?${search}`;
}

/**
 * The address a `pagedListQuery` asks for its first page at, read from its key: what the page a
 * member's `/` gets preloads from its head (app/first-answers.ts), so the list's fetch takes
 * that answer instead of asking again. The same function builds the fetch's own address.
 */
export function firstPageUrlOf({ queryKey }: { queryKey: readonly unknown[] }): string {
  const [path, { pageSize, ...params }] = queryKey as [
    string,
    Record<string, string> & { pageSize: number },
  ];
  return pageUrl(path, params, pageSize, { page: 1, cursor: null });
}

/**
 * A list endpoint read page by page (`?page=&pageSize=` plus `params`), as the cache knows it: the
 * key starts with the endpoint's path, so invalidating that path refreshes it. Where the server
 * answers a `nextCursor`, the next page sends it back, so rows added meanwhile neither repeat nor
 * push older ones off the list; else it asks for the next number. The entry prefetches a first
 * screen's list with it before React renders (app/first-screen.ts): the same key and pages.
 */
export function pagedListQuery<T>(
  path: string,
  {
    params = {},
    pageSize = DEFAULT_PAGE_SIZE,
  }: { params?: Record<string, string>; pageSize?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey: [path, { ...params, pageSize }],
    queryFn: async ({ pageParam }: { pageParam: PageParam }) => {
      const body = await apiRequest<Page<T> | T[] | null>(
        'GET',
        pageUrl(path, params, pageSize, pageParam),
      );
      return asPage(body, pageParam.page);
    },
    initialPageParam: { page: 1, cursor: null } as PageParam,
    getNextPageParam: (last: ListPage<T>): PageParam | undefined =>
      last.hasMore ? { page: last.page + 1, cursor: last.nextCursor } : undefined,
  });
}

/** A list endpoint read page by page (`pagedListQuery`), for lists with a Load More button. */
export function usePagedList<T>(
  path: string,
  {
    params = {},
    pageSize = DEFAULT_PAGE_SIZE,
    enabled = true,
  }: { params?: Record<string, string>; pageSize?: number; enabled?: boolean } = {},
) {
  const query = useInfiniteQuery({ ...pagedListQuery<T>(path, { params, pageSize }), enabled });
  return {
    ...query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
  };
}
