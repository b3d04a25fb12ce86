import { z } from 'zod';
import { cursorSchema } from './cursor.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.ts';

/** `?page=2&pageSize=50` on every list endpoint; query strings are coerced to numbers. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Page must be 1 or more').default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'Page size must be 1 or more')
    .max(MAX_PAGE_SIZE, `Page size cannot exceed ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * The query of a list ordered newest first by (created_at, id): `?cursor=` (the previous page's
 * `nextCursor`) as well, which wins over `page`.
 */
export const keysetPageQuerySchema = pageQuerySchema.extend({ cursor: cursorSchema.optional() });
export type KeysetPageQuery = z.output<typeof keysetPageQuerySchema>;

/** One page of a list, as every list endpoint answers. */
export type Page<T> = {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
  /** Pass as `?cursor=` for the next page; null at the end or on lists paged by number only. */
  nextCursor: string | null;
};

/** The response schema of a list endpoint whose items follow `item`. */
export function pageSchemaOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable(),
  });
}

/** Rows to skip for a page: the SQL OFFSET. */
export function offsetOf(query: PageQuery): number {
  return (query.page - 1) * query.pageSize;
}

/** Wraps one page of rows with the counts a client needs for Load More. */
export function pageOf<T>(items: T[], query: PageQuery, total: number): Page<T> {
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    hasMore: offsetOf(query) + items.length < total,
    nextCursor: null,
  };
}
