import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';
import { encodeCursor, type Cursor, type KeysetPageQuery, type Page } from '@salahkar/domain';

// Keyset pagination over (created_at desc, id desc): each list's partial index walks in that
// order, so a page reads pageSize + 1 index entries however deep it is, where OFFSET read and
// dropped every row before it.

/** A keyset list's total is exact up to this many; its count stops reading there. */
export const TOTAL_CAP = 1000;

/**
 * `created_at` as exact UTC text. A JavaScript Date keeps milliseconds only; a cursor built from
 * it would skip rows created within the same millisecond as a page's last row.
 */
export function cursorTimeOf(createdAt: AnyPgColumn): SQL<string> {
  return sql<string>`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Rows after the cursor in (created_at desc, id desc) order: a row-value comparison the index serves. */
export function afterCursor(
  createdAt: AnyPgColumn,
  id: AnyPgColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** Rows to skip: none after a cursor (it already says where to start), else the page's offset. */
export function skippedRows(query: KeysetPageQuery): number {
  return query.cursor ? 0 : (query.page - 1) * query.pageSize;
}

/** The rows of a page and where the next starts, from up to pageSize + 1 rows read. */
export type KeysetSlice<Row> = { rows: Row[]; hasMore: boolean; nextCursor: string | null };

/** Drops the extra row (it only says that more follow) and writes the next page's cursor. */
export function keysetSlice<Row>(
  rows: Row[],
  query: KeysetPageQuery,
  cursorOf: (row: Row) => Cursor,
): KeysetSlice<Row> {
  const kept = rows.slice(0, query.pageSize);
  const hasMore = rows.length > query.pageSize;
  const last = kept.at(-1);
  return { rows: kept, hasMore, nextCursor: hasMore && last ? encodeCursor(cursorOf(last)) : null };
}

/** The page a client gets from a slice, its items presented, and the list's total. */
export function keysetPageOf<Item>(
  slice: KeysetSlice<unknown>,
  items: Item[],
  query: KeysetPageQuery,
  total: number,
): Page<Item> {
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    hasMore: slice.hasMore,
    nextCursor: slice.nextCursor,
  };
}

/**
 * The total a list reports, exact up to TOTAL_CAP and TOTAL_CAP beyond. A first page that holds
 * the whole list is its own count, with no query; else `countCapped` runs, whose SQL must stop at
 * TOTAL_CAP rows (`cappedCount`).
 */
export async function cheapTotal(
  query: KeysetPageQuery,
  slice: KeysetSlice<unknown>,
  countCapped: () => Promise<number>,
): Promise<number> {
  if (!query.cursor && query.page === 1 && !slice.hasMore) return slice.rows.length;
  return countCapped();
}

/** `count(*)` over at most TOTAL_CAP rows of `table` matching `where`: it stops reading there. */
export async function cappedCount(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(TOTAL_CAP)
    .as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return row?.total ?? 0;
}
