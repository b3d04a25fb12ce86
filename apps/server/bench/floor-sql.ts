import { createHash } from 'node:crypto';
import pg from 'pg';

// The floor's database access: a bare pg.Pool with the driver's conversions set the way Drizzle
// reads the same columns, so both servers start from identical values (timestamps as Date from
// the same text, numeric as its text, jsonb parsed).

const TIMESTAMPTZ_OID = 1184;

/** A pool the size of the real server's (10), so neither side gets more database to work with. */
export function openFloorPool(connectionString: string): pg.Pool {
  return new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === TIMESTAMPTZ_OID
          ? (value: string) => new Date(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

/** Rows of a parameterised query, typed by the caller. */
export async function rowsOf<Row>(pool: pg.Pool, text: string, values: unknown[]): Promise<Row[]> {
  return (await pool.query(text, values)).rows as Row[];
}

const statementNames = new Map<string, string>();

/**
 * Rows of a named statement, for the queries the real server prepares (its hot lists): each
 * connection parses and plans the text once, as it does the server's. The name follows the text.
 */
export async function preparedRowsOf<Row>(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  let name = statementNames.get(text);
  if (!name) {
    name = `floor_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    statementNames.set(text, name);
  }
  return (await pool.query({ name, text, values })).rows as Row[];
}

/** `$n, $n+1, …` for an IN list of `count` values starting at parameter `from`. */
export function placeholders(from: number, count: number): string {
  return Array.from({ length: count }, (_, index) => `$${from + index}`).join(', ');
}

/** `new Date(...)` as Drizzle's timestamptz column gives it, or null. */
export const isoOrNull = (value: Date | null): string | null => value?.toISOString() ?? null;
