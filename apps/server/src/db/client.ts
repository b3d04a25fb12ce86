import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Assume } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';
import { asConnectFailure } from './unreachable.ts';
import { announceCommit } from './commit-signals.ts';
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
  /**
   * How long a query waits for a connection, whether the pool is full or a new one is opening,
   * before it fails (default 5 s). Without it, stuck requests that hold every connection make all
   * the others wait forever; with it they fail, and the error handler answers 503.
   */
  connectTimeoutMs?: number;
  /**
   * Whether `db` used inside an open transaction, or an outside call made from one, throws at
   * once (transaction-guard.ts; default true). The guard follows each transaction's call chain
   * with AsyncLocalStorage, whose promise hooks tax every request in Node 20, so production
   * turns it off; development and every test keep it on, so the mistake still fails there.
   */
  guardTransactions?: boolean;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
// PGlite's PostgreSQL fills its whole buffer pool in process memory at start, and its default
// (128 MB) was most of the server's footprint. The embedded database of a try-out or a small
// install is a few dozen MB and its files stay in the OS page cache, so a smaller pool costs
// little; a deployment that outgrows it runs PostgreSQL.
const PGLITE_SHARED_BUFFERS = '32MB';
// A transaction left open without a statement holds its locks and its connection; nothing of
// ours waits that long inside one (no outside call runs in a transaction), so the server ends it.
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in the data dir. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const guarded = options.guardTransactions ?? true;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options, guarded);
  const release = acquireDataDirLock(options.dataDir);
  try {
    const dataDir = path.resolve(options.dataDir, 'pglite');
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await createPgliteDataDir(dataDir);
    const pglite = await PGlite.create({
      dataDir,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    return wrapPglite(pglite, release, guarded);
  } catch (error) {
    release();
    throw error;
  }
}

/** Runs PGlite's initdb in a child process, which hands the memory it took back when it exits. */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  const script = path.join(import.meta.dirname, 'pglite-initdb.mjs');
  try {
    await promisify(execFile)(process.execPath, [script, dataDir]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${dataDir}: ${stderr || error}`, {
      cause: error,
    });
  }
}

/** Wraps an open PGlite instance (on disk or in memory) in a handle. */
export function wrapPglite(
  pglite: PGlite,
  onClose: () => void = () => {},
  guarded = true,
): PgliteHandle {
  if (guarded) {
    guardMethod(pglite, 'query');
    guardMethod(pglite, 'exec');
  }
  const db: Database = drizzlePglite({ client: pglite, schema });
  wrapTransactions(db, guarded);
  let closed = false;
  return {
    driver: 'pglite',
    pglite,
    db,
    ping: () => ping(pglite.query(PING)),
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

async function openPostgres(
  databaseUrl: string,
  options: OpenDatabaseOptions,
  guarded: boolean,
): Promise<PostgresHandle> {
  // Loaded only here: an embedded install never needs the PostgreSQL client.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // TCP keepalive finds a peer that vanished without closing (a failover, a cut network).
    keepAlive: true,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any real outage. Said once per outage: a
  // restart drops every idle connection at once.
  let lost = false;
  const noteLost = (error: Error) => {
    if (!lost) console.warn(`PostgreSQL connection lost: ${error.message}`);
    lost = true;
  };
  pool.on('error', noteLost);
  // The pool listens for errors only on idle connections: one lost while checked out (inside a
  // transaction, between two statements) would emit an unhandled 'error' and crash the process.
  // Its next statement fails instead, and the pool discards it on release.
  pool.on('connect', (client) => {
    lost = false;
    client.on('error', noteLost);
  });
  if (guarded) guardMethod(pool, 'query');
  const db: Database = drizzlePg({ client: pool, schema });
  wrapTransactions(db, guarded);
  let closed = false;
  const handle: PostgresHandle = {
    driver: 'pg',
    pool,
    db,
    // A named statement: every connection parses it once (health checks poll it).
    ping: () => ping(pool.query({ name: 'ping', text: PING })),
    async close() {
      if (closed) return;
      closed = true;
      await endPool(pool);
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

/** How long closing waits for connections still checked out (a straggler's last statement). */
export const CLOSE_GRACE_MS = 1_000;

/**
 * Ends the pool. pg-pool's end() waits for every checked-out connection to come back, however
 * long that is: a connection that never comes back (one in four full chaos runs left three, taken
 * during the outage drills) kept a server told to stop from exiting until its hard deadline. By
 * the time the database closes the requests and jobs are done, so whatever is still out after a
 * grace period is said, by count, and left to the process's exit to close.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  const ended = pool.end();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<'grace over'>((resolve) => {
    timer = setTimeout(() => resolve('grace over'), CLOSE_GRACE_MS);
  });
  const outcome = await Promise.race([ended, graceOver]);
  clearTimeout(timer);
  if (outcome === 'grace over') {
    const out = pool.totalCount - pool.idleCount;
    console.warn(
      `PostgreSQL: ${out} connection(s) still checked out at close; not waiting for them`,
    );
  }
}

/**
 * Every transaction: guarded when asked (see OpenDatabaseOptions), its commit announced to whoever
 * waits for what it wrote (commit-signals.ts), and a failure to begin it reported as the database.
 */
function wrapTransactions(db: Database, guarded: boolean): void {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (callback, config) => {
    if (guarded) assertNoOpenTransaction();
    const opened: { tx?: Transaction } = {};
    try {
      const result = await transaction((tx) => {
        opened.tx = tx;
        return guarded ? runInTransactionScope(() => callback(tx)) : callback(tx);
      }, config);
      if (opened.tx) announceCommit(db, opened.tx);
      return result;
    } catch (error) {
      // Taking a connection for a transaction fails with the bare socket error (drizzle wraps
      // only queries): say it was the database, so the error handler answers 503, not 500.
      throw opened.tx ? error : asConnectFailure(error);
    }
  }) as Database['transaction'];
}

/** The health check's query, sent to the driver as it is: there is nothing for drizzle to build. */
const PING = 'select 1';

/** Waits for the ping; a socket error from the driver itself is said to be the database's. */
async function ping(query: Promise<unknown>): Promise<void> {
  try {
    await query;
  } catch (error) {
    throw asConnectFailure(error);
  }
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
