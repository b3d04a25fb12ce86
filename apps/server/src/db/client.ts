import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Assume } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import {
  assertNoOpenTransaction,
  guardMethod,
  runInTransactionScope,
} from './transaction-guard.ts';

/** The part of a raw query's result both drivers share: pg's QueryResult and PGlite's Results. */
export interface QueryRows<TRow> {
  rows: TRow[];
}

/** Makes `db.execute<{ n: number }>(sql\`…\`)` resolve to `{ rows: { n: number }[] }` on both drivers. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<Assume<this['row'], Record<string, unknown>>>;
}

/** The typed database, the same type on PostgreSQL and on PGlite. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;

/** A transaction handle, as given to `db.transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `db` or a `tx`: what a function that may run inside a caller's transaction accepts. */
export type Queryable = Database | Transaction;

interface HandleBase {
  db: Database;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes connections (and releases the data dir lock); safe to call twice. */
  close(): Promise<void>;
}

/** An open database and how it is reached. The raw client is there for migrations and tests. */
export type DatabaseHandle = PostgresHandle | PgliteHandle;
export type PostgresHandle = HandleBase & { driver: 'pg'; pool: pg.Pool };
export type PgliteHandle = HandleBase & { driver: 'pglite'; pglite: PGlite };

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files (`${dataDir}/pglite`) and its lock file. */
  dataDir: string;
  /** Most connections the PostgreSQL pool opens (default 10). */
  maxConnections?: number;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in the data dir. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  const release = acquireDataDirLock(options.dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: path.resolve(options.dataDir, 'pglite') });
    return wrapPglite(pglite, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an open PGlite instance (on disk or in memory) in a handle. */
export function wrapPglite(pglite: PGlite, onClose: () => void = () => {}): PgliteHandle {
  guardMethod(pglite, 'query');
  guardMethod(pglite, 'exec');
  const db: Database = drizzlePglite({ client: pglite, schema });
  guardTransactions(db);
  let closed = false;
  return {
    driver: 'pglite',
    pglite,
    db,
    ping: () => ping(db),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await pglite.close();
      } finally {
        onClose();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, maxConnections: number): Promise<PostgresHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: maxConnections });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any real outage.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  guardMethod(pool, 'query');
  const db: Database = drizzlePg({ client: pool, schema });
  guardTransactions(db);
  let closed = false;
  const handle: PostgresHandle = {
    driver: 'pg',
    pool,
    db,
    ping: () => ping(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
  try {
    await handle.ping();
  } catch (error) {
    await handle.close();
    throw new Error(
      `Could not connect to PostgreSQL at ${redact(databaseUrl)}: ${describe(error)}`,
      {
        cause: error,
      },
    );
  }
  return handle;
}

function guardTransactions(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) => {
    assertNoOpenTransaction();
    return transaction((tx) => runInTransactionScope(() => callback(tx)), config);
  }) as Database['transaction'];
}

async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

function redact(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/** The root cause's message: drizzle wraps driver errors in 'Failed query: …'. */
function describe(error: unknown): string {
  if (error instanceof Error && error.cause !== undefined) return describe(error.cause);
  if (error instanceof AggregateError) return error.errors.map(describe).join('; ');
  return error instanceof Error ? error.message || error.name : String(error);
}
