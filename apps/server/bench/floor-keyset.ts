import type pg from 'pg';
import { encodeCursor, type Cursor } from '@salahkar/domain';
import { preparedRowsOf } from './floor-sql.ts';

// Keyset pages as the real server writes them: pageSize + 1 rows after the cursor in
// (created_at desc, id desc) order, the extra row only saying that more follow; totals counted up
// to TOTAL_CAP rows and skipped when the first page holds the whole list. The cursor's text is the
// wire format, so the floor uses the domain's codec for it.

/** Lists report "at least this many" rather than counting further. */
const TOTAL_CAP = 1000;

/** A page request: by number, or after a cursor (which wins). */
export interface PageParams {
  page: number;
  pageSize: number;
  cursor?: Cursor;
}

/** `created_at` as exact UTC text, to the microsecond, for the next page's cursor. */
export const CURSOR_TIME = `to_char("created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The row-value comparison after the cursor, its parameters numbered from `from`. */
export function afterCursor(page: PageParams, from: number, table?: string) {
  if (!page.cursor) return { sql: '', values: [] as unknown[] };
  const column = (name: string) => (table ? `"${table}"."${name}"` : `"${name}"`);
  return {
    sql: `(${column('created_at')}, ${column('id')}) < ($${from}::timestamptz, $${from + 1}::uuid)`,
    values: [page.cursor.createdAt, page.cursor.id] as unknown[],
  };
}

/** Rows to skip: none after a cursor, else the page's offset. */
export const skippedRows = (page: PageParams) =>
  page.cursor ? 0 : (page.page - 1) * page.pageSize;

export interface Slice<Row> {
  rows: Row[];
  hasMore: boolean;
  nextCursor: string | null;
}

/** Drops the extra row and writes the next page's cursor from the last kept row. */
export function sliceOf<Row extends { id: string; cursorAt: string }>(
  rows: Row[],
  page: PageParams,
): Slice<Row> {
  const kept = rows.slice(0, page.pageSize);
  const hasMore = rows.length > page.pageSize;
  const last = kept.at(-1);
  const nextCursor =
    hasMore && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;
  return { rows: kept, hasMore, nextCursor };
}

/** The list's total: the first page's own length when it holds everything, else a capped count. */
export async function cheapTotal(
  page: PageParams,
  slice: Slice<unknown>,
  count: () => Promise<number>,
): Promise<number> {
  if (!page.cursor && page.page === 1 && !slice.hasMore) return slice.rows.length;
  return count();
}

/** `count(*)` over at most TOTAL_CAP rows of `from` (a table and its where clause), prepared. */
export async function cappedCount(pool: pg.Pool, from: string, values: unknown[]) {
  const [row] = await preparedRowsOf<{ total: number }>(
    pool,
    `select count(*)::int as "total" from (select 1 from ${from} limit $${values.length + 1}) "capped"`,
    [...values, TOTAL_CAP],
  );
  return row?.total ?? 0;
}

/** The page every list answers with. */
export function pageOf<T>(items: T[], page: PageParams, total: number, slice: Slice<unknown>) {
  return {
    items,
    page: page.page,
    pageSize: page.pageSize,
    total,
    hasMore: slice.hasMore,
    nextCursor: slice.nextCursor,
  };
}
