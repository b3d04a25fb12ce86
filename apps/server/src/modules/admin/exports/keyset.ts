import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Rows after the last one read, in (createdAt desc, id desc) order. The cursor row's createdAt is
 * read in SQL, not carried through JavaScript, whose dates would drop the microseconds.
 */
export function afterRow(
  table: PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn },
  afterId: string | undefined,
): SQL | undefined {
  if (!afterId) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (select c.created_at, c.id from ${table} as c where c.id = ${afterId})`;
}
