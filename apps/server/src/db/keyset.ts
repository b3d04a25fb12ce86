import { and, desc, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
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

/**
 * Rows after the cursor in (at asc, id asc) order, for the one list read oldest first (the admin's
 * open complaints, by when they were raised). The cursor's `createdAt` carries that list's time.
 */
export function afterCursorAscending(
  at: AnyPgColumn,
  id: AnyPgColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/** Rows to skip: none after a cursor (it already says where to start), else the page's offset. */
export function skippedRows(query: KeysetPageQuery): number {
  return query.cursor ? 0 : (query.page - 1) * query.pageSize;
}

/**
 * A list's select (`.$dynamic()`) narrowed to one page, newest first by (at, id): the rows
 * matching `where` after the cursor (or past the page's offset), pageSize + 1 of them.
 */
export function newestFirstPage<Select extends PgSelect>(
  select: Select,
  at: AnyPgColumn,
  id: AnyPgColumn,
  where: SQL | undefined,
  query: KeysetPageQuery,
) {
  return select
    .where(and(where, afterCursor(at, id, query.cursor)))
    .orderBy(desc(at), desc(id))
    .limit(query.pageSize + 1)
    .offset(skippedRows(query));
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
 * One page from up to pageSize + 1 rows read (the list's own query, after the cursor): the extra
 * row dropped, the next page's cursor, the rest presented, and the list's total (see cheapTotal).
 */
export async function keysetPage<Row, Item>(
  rows: Row[],
  query: KeysetPageQuery,
  cursorOf: (row: Row) => Cursor,
  countCapped: () => Promise<number>,
  present: (rows: Row[]) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const slice = keysetSlice(rows, query, cursorOf);
  const total = await cheapTotal(query, slice, countCapped);
  return keysetPageOf(slice, await present(slice.rows), query, total);
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
export function cappedCount(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  return cappedRowCount(db, () =>
    db
      .select({ one: sql`1` })
      .from(table)
      .where(where),
  );
}

/**
 * `count(*)` of a list's rows, stopping at TOTAL_CAP: `rowsOf` is the list's own select (with its
 * joins and filters) of a constant, which this caps and counts.
 */
export async function cappedRowCount(
  db: Queryable,
  rowsOf: () => { limit(n: number): { as(alias: 'capped'): Subquery } },
): Promise<number> {
  const capped = rowsOf().limit(TOTAL_CAP).as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return row?.total ?? 0;
}
