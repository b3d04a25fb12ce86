import { sql, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Cursor, KeysetPageQuery } from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { TOTAL_CAP } from '../../db/keyset.ts';

// Admin lists page like every other list (docs/decisions/152-keyset-pagination.md): a cursor of
// the page's last row, pageSize + 1 rows read, totals capped. The few admin-only pieces are here.

/**
 * Rows after the cursor in (at asc, id asc) order, for the one admin list read oldest first (open
 * queries, by when they were raised). The cursor's `createdAt` carries that list's time column.
 */
export function afterCursorAscending(
  at: AnyPgColumn,
  id: AnyPgColumn,
  cursor: Cursor | undefined,
): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) > (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * `count(*)` of a list's rows, stopping at TOTAL_CAP: `rowsOf` is the list's own select (with its
 * joins and filters) of a constant, which this caps and counts. Skipped when the first page holds
 * the whole list (it is its own count).
 */
export async function cappedTotal(
  db: Queryable,
  query: KeysetPageQuery,
  slice: { rows: unknown[]; hasMore: boolean },
  rowsOf: () => { limit(n: number): { as(alias: 'capped'): Subquery } },
): Promise<number> {
  if (!query.cursor && query.page === 1 && !slice.hasMore) return slice.rows.length;
  const capped = rowsOf().limit(TOTAL_CAP).as('capped');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(capped);
  return row?.total ?? 0;
}
