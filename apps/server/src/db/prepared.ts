import type { Cursor, KeysetPageQuery } from '@salahkar/domain';
import { and, desc, DrizzleQueryError, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';
import { cheapTotal, keysetSlice, skippedRows, TOTAL_CAP, type KeysetSlice } from './keyset.ts';

// The lists people read most run the same SQL on every request with other values. Built with
// sql.placeholder() and `.prepare(name)`, each is put together by Drizzle once per database handle
// instead of on every request and, on PostgreSQL, is a named statement each connection parses
// (and plans) once. On PGlite a prepared query is the same query run with its values, one at a
// time as always. Each distinct SQL text needs its own name: a connection refuses a name reused
// for another text.

const preparedByDb = new WeakMap<Queryable, Map<string, unknown>>();

/** The statement `build` prepares under `name` on `db`, built on first use and then reused. */
export function preparedOnce<T>(db: Queryable, name: string, build: (name: string) => T): T {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  let statement = prepared.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(name);
    prepared.set(name, statement);
  }
  return statement;
}

/** `column = any($name::uuid[])`: a list of ids as one parameter, so the SQL text stays the same. */
export function isAnyOf(column: AnyPgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}

/**
 * Rows after the cursor in (created_at desc, id desc) order, its values the placeholders
 * `cursorAt` and `cursorId` (db/keyset.ts's afterCursor, prepared).
 */
function afterCursorPlaceholders(createdAt: AnyPgColumn, id: AnyPgColumn): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
}

/**
 * A list read on every dashboard visit, prepared: its filter is built once, with
 * sql.placeholder()s whose values come with each request.
 */
export interface PreparedList {
  /** Names its statements; one name per distinct filter. */
  name: string;
  where: () => SQL | undefined;
  values: Record<string, unknown>;
}

/** Where a prepared list's rows come from: their select, and the table and columns it pages by. */
export interface PreparedListRows<Select extends PgSelect> {
  /** The list's select (`.$dynamic()`), each row with its exact cursor time (cursorTimeOf). */
  select: () => Select;
  table: PgTable;
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * One page of a prepared list, newest first by (createdAt, id): db/keyset.ts's newestFirstPage
 * and cappedCount as prepared statements (`<name>`, `<name>_after` past a cursor, `<name>_count`).
 * The pageSize + 1 rows after the cursor (or past the page's offset) are sliced, with the list's
 * total capped at TOTAL_CAP.
 */
export async function preparedKeysetSlice<Select extends PgSelect>(
  db: Queryable,
  list: PreparedList,
  rows: PreparedListRows<Select>,
  query: KeysetPageQuery,
  cursorOf: (row: Select['_']['result'][number]) => Cursor,
): Promise<{ slice: KeysetSlice<Select['_']['result'][number]>; total: number }> {
  const cursor = query.cursor;
  const pageQuery = preparedOnce(db, `${list.name}${cursor ? '_after' : ''}`, (name) =>
    rows
      .select()
      .where(
        and(list.where(), cursor ? afterCursorPlaceholders(rows.createdAt, rows.id) : undefined),
      )
      .orderBy(desc(rows.createdAt), desc(rows.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const found: Select['_']['result'] = await pageQuery.execute({
    ...list.values,
    ...(cursor ? { cursorAt: cursor.createdAt, cursorId: cursor.id } : {}),
    limit: query.pageSize + 1,
    offset: skippedRows(query),
  });
  const slice = keysetSlice(found, query, cursorOf);
  const total = await cheapTotal(query, slice, async () => {
    const count = preparedOnce(db, `${list.name}_count`, (name) =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(
          db
            .select({ one: sql`1` })
            .from(rows.table)
            .where(list.where())
            .limit(TOTAL_CAP)
            .as('capped'),
        )
        .prepare(name),
    );
    const [row] = await count.execute(list.values);
    return row?.total ?? 0;
  });
  return { slice, total };
}

/** What a hot read's statement needs of a connection: pg's pool or client, or PGlite. */
interface DriverClient {
  query(...args: unknown[]): Promise<{ rows: unknown[] }>;
  /** PGlite's alone (its instance and its transactions): pg has no `exec`. */
  exec?: unknown;
}

/**
 * A hot read as SQL text run by the driver itself, its rows as the driver gives them: the few
 * reads nearly every request makes (the session lookup, the current user, urgency pricing, the
 * tab counts). Drizzle's prepared query costs 10 to 20 µs of CPU more per run than the bare
 * driver (its async wrappers, its placeholder filling, a per-query type parser that keeps
 * timestamps as text, then `mapResultRow` over every column; decision 153). On PostgreSQL it is
 * a named statement, parsed and planned once per connection; on PGlite the same text with its
 * values. Both drivers give timestamptz as Date, int4 and booleans as themselves, jsonb parsed,
 * enums and uuids as text; a statement that needs anything else casts it in its SQL. The text
 * names its columns `as "camelCase"`, so a row reads like Drizzle's.
 */
export function rawStatement<Row>(
  name: string,
  text: string,
): (db: Queryable, values: unknown[]) => Promise<Row[]> {
  const rowsOf = (result: { rows: unknown[] }) => result.rows as Row[];
  return (db, values) => {
    const client = driverClientOf(db);
    const result =
      client.exec === undefined ? client.query({ name, text, values }) : client.query(text, values);
    // Failed as Drizzle's queries fail, so the error handler and the logs read it alike (a
    // refused connection is the database being down, db/unreachable.ts; no values logged).
    return result.then(rowsOf, (error: unknown) => {
      throw new DrizzleQueryError(text, values, error as Error);
    });
  };
}

/** The connection behind `db` or a transaction: the pool, the transaction's client, or PGlite. */
function driverClientOf(db: Queryable): DriverClient {
  return (db._.session as unknown as { client: DriverClient }).client;
}
