import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

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
export function afterCursorPlaceholders(createdAt: AnyPgColumn, id: AnyPgColumn): SQL {
  return sql`(${createdAt}, ${id}) < (${sql.placeholder('cursorAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;
}
