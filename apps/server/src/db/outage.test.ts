import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_DOWN_MESSAGE } from '../plugins/error-handler.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { createServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startTcpProxy, targetOf, throughProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { CLOSE_GRACE_MS, openDatabase, type DatabaseHandle } from './client.ts';
import { DatabaseUnreachableError, databaseOutageReason } from './unreachable.ts';

// PostgreSQL taken away under a running server: a TCP proxy on loopback stands between them and
// is cut (connections reset, new ones refused) then restored. Requests must answer 503 with
// Retry-After and one readable sentence, never a 500; the log must say so once, not per request;
// and the server must recover by itself. PGlite is in-process and cannot go away: PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function proxiedDatabase(): Promise<{
  database: TestDatabase;
  proxy: TcpProxy;
  url: string;
}> {
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  const proxy = await startTcpProxy(targetOf(database.url!, 5432));
  cleanups.push(() => proxy.close());
  return { database, proxy, url: throughProxy(database.url!, proxy) };
}

function countLogged(output: string, message: string): number {
  return output.split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length;
}

describe.skipIf(!onPostgres)('a PostgreSQL outage', () => {
  it('answers 503 with Retry-After while it lasts, logs it once, and recovers alone', async () => {
    const { proxy, url } = await proxiedDatabase();
    const server: ServerProcess = await createServerProcess(url, {
      LOG_LEVEL: 'info',
      JOBS_ENABLED: 'false',
    });
    cleanups.push(() => server.close());
    await server.start();
    const get = (pathname: string) => fetch(`${server.url}${pathname}`);
    expect((await get('/api/urgency-pricing')).status).toBe(200);

    await proxy.cut();
    for (let round = 0; round < 5; round += 1) {
      for (const pathname of ['/api/urgency-pricing', '/api/professions', '/api/health']) {
        const response = await get(pathname);
        expect(response.status, pathname).toBe(503);
        expect(response.headers.get('retry-after'), pathname).toBe('5');
        const body = await response.json();
        if (pathname !== '/api/health') {
          expect(body).toEqual({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_DOWN_MESSAGE });
        }
      }
    }

    await proxy.restore();
    await expect
      .poll(async () => (await get('/api/urgency-pricing')).status, { timeout: 10_000 })
      .toBe(200);
    await expect.poll(async () => (await get('/api/health')).status).toBe(200);

    const output = server.output();
    expect(countLogged(output, 'database unreachable'), output).toBe(1);
    expect(countLogged(output, 'database reachable again'), output).toBe(1);
    expect(countLogged(output, 'unexpected error'), output).toBe(0);
  }, 60_000);

  it('names a transaction that cannot get a connection as the database being unreachable', async () => {
    const { proxy, url } = await proxiedDatabase();
    const handle = await openDatabase({ databaseUrl: url, dataDir: '', connectTimeoutMs: 1_000 });
    cleanups.push(() => handle.close());
    if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
    await proxy.cut();
    // The connection the open pinged on is idle: the pool drops it once it sees it closed.
    await expect.poll(() => handle.pool.totalCount).toBe(0);

    const failure = await handle.db
      .transaction((tx) => tx.execute(sql`select 1`))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DatabaseUnreachableError);
    expect(databaseOutageReason(failure)).toBe('ECONNREFUSED');
    const query = await handle.db.execute(sql`select 1`).catch((error: unknown) => error);
    expect(databaseOutageReason(query)).toBe('ECONNREFUSED');
  });
  it('survives a connection lost inside a transaction, between two statements', async () => {
    const { proxy, url } = await proxiedDatabase();
    const handle = await openDatabase({ databaseUrl: url, dataDir: '', connectTimeoutMs: 1_000 });
    cleanups.push(() => handle.close());

    const failure = await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await proxy.cut();
        // The connection's end reaches the driver while no statement runs on it.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .catch((error: unknown) => error);
    expect(databaseOutageReason(failure)).not.toBeNull();

    await proxy.restore();
    await expect(handle.db.execute(sql`select 1 as n`)).resolves.toMatchObject({
      rows: [{ n: 1 }],
    });
  });
});

describe.skipIf(!onPostgres)('a connection an administrator terminates', () => {
  it('fails the query running on it as the database being unreachable (57P01)', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const running = database.db.execute(sql`select pg_sleep(10)`).catch((error: unknown) => error);
    const sleeping = sql`from pg_stat_activity
      where query = 'select pg_sleep(10)' and datname = current_database()`;
    await expect
      .poll(
        async () =>
          (await database.db.execute<{ n: number }>(sql`select count(*)::int as n ${sleeping}`))
            .rows[0]!.n,
      )
      .toBe(1);
    await database.db.execute(sql`select pg_terminate_backend(pid) ${sleeping}`);

    expect(databaseOutageReason(await running)).toBe('SQLSTATE 57P01');
    await expect(database.db.execute(sql`select 1 as n`)).resolves.toMatchObject({
      rows: [{ n: 1 }],
    });
  });
});

describe('databaseOutageReason', () => {
  const failedQuery = (cause: Error) =>
    Object.assign(new Error('Failed query: select 1', { cause }), {
      query: 'select 1',
      params: [],
    });
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it('reads the reason through drizzle’s wrapper', () => {
    expect(
      databaseOutageReason(failedQuery(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))),
    ).toBe('ECONNREFUSED');
    expect(
      databaseOutageReason(failedQuery(withCode('the database system is starting up', '57P03'))),
    ).toBe('SQLSTATE 57P03');
    expect(databaseOutageReason(new Error('timeout exceeded when trying to connect'))).toBe(
      'no connection free in the pool in time',
    );
  });

  it('leaves a broken rule, a bug, or another peer’s socket error alone', () => {
    expect(databaseOutageReason(failedQuery(withCode('duplicate key', '23505')))).toBeNull();
    expect(databaseOutageReason(new TypeError('x is undefined'))).toBeNull();
    // Not from a query: the mail server or the gateway refusing is not a database outage.
    expect(databaseOutageReason(withCode('connect ECONNREFUSED', 'ECONNREFUSED'))).toBeNull();
  });
});

describe.skipIf(!onPostgres)('a pool with every connection held', () => {
  it('answers 503 once the acquire timeout passes, instead of waiting forever', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const handle: DatabaseHandle = await openDatabase({
      databaseUrl: database.url!,
      dataDir: '',
      maxConnections: 2,
      connectTimeoutMs: 500,
    });
    const t: TestApp = await buildTestApp(
      {},
      { database: Object.assign(handle, { url: database.url, drop: () => handle.close() }) },
    );
    cleanups.push(() => handle.close());
    cleanups.push(() => t.close());
    if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');

    // Stuck requests holding every connection, as when each waits on something slow.
    const held = [await handle.pool.connect(), await handle.pool.connect()];
    const started = performance.now();
    const response = await t.request('/api/urgency-pricing');
    const waitedMs = performance.now() - started;
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_DOWN_MESSAGE,
    });
    // Bounded by the acquire timeout (500 ms here), with room for a slow machine.
    expect(waitedMs).toBeLessThan(5_000);

    held.forEach((client) => client.release());
    expect((await t.request('/api/urgency-pricing')).status).toBe(200);
  });
});

describe.skipIf(!onPostgres)('closing with a connection never given back', () => {
  it('closes after its grace period instead of waiting for it forever', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const handle = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
    if (handle.driver !== 'pg') throw new Error('expected PostgreSQL');
    // Taken and never released, as the connection a chaos run's outage left behind.
    const lost = await handle.pool.connect();
    const started = performance.now();
    await handle.close();
    const closedIn = performance.now() - started;
    expect(closedIn).toBeGreaterThanOrEqual(CLOSE_GRACE_MS - 50);
    expect(closedIn).toBeLessThan(CLOSE_GRACE_MS + 2_000);
    // The one still out is the process's to close; here the test closes it.
    lost.release(true);
  });
});
