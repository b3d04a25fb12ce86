import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { createTestDatabase } from '../../test/database.ts';
import { startTcpProxy, targetOf, throughProxy } from '../../test/tcp-proxy.ts';

// Issue 31: health answered 500 when load shedding tripped (the shedding body failed its schema),
// and stayed 503 up to 1.8 s after PostgreSQL was back. Health is always a health answer.

const healthBody = {
  status: expect.stringMatching(/^(ok|unavailable)$/),
  database: expect.stringMatching(/^(ok|unreachable)$/),
  uptimeSeconds: expect.any(Number),
};

function holdTheEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // Busy on purpose: the test server runs on this thread, so this is the server falling behind.
  }
}

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

describe('health', () => {
  it('answers 503 in its own schema while load shedding refuses requests, then 200', async () => {
    const t: TestApp = await buildTestApp({ SHED_LOAD_AFTER_LAG_MS: '100' });
    cleanups.push(() => t.close());
    expect((await t.request('/api/health')).status).toBe(200);

    let shed: Response | undefined;
    for (let stall = 0; stall < 10 && shed?.status !== 503; stall += 1) {
      holdTheEventLoop(400);
      shed = await t.request('/api/health');
    }
    expect(shed!.status).toBe(503);
    expect(shed!.headers.get('retry-after')).toBe('5');
    expect(await shed!.json()).toEqual({
      ...healthBody,
      status: 'unavailable',
      database: 'ok',
      load: 'overloaded',
    });
    // Recovered by itself once the loop keeps up: on a machine shared with two other test jobs
    // the lag can stay above this test's 100 ms for some seconds (CI: passed only on a retry).
    await expect
      .poll(async () => (await t.request('/api/health')).status, { timeout: 15_000 })
      .toBe(200);
  });

  // PGlite is in-process and cannot go away: PostgreSQL only, through a TCP proxy that is cut.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'answers 503 while the database is away and 200 within moments of its return',
    async () => {
      const database = await createTestDatabase();
      cleanups.push(() => database.drop());
      const proxy = await startTcpProxy(targetOf(database.url!, 5432));
      cleanups.push(() => proxy.close());
      const handle = await openDatabase({
        databaseUrl: throughProxy(database.url!, proxy),
        dataDir: '',
        connectTimeoutMs: 1_000,
      });
      const t = await buildTestApp(
        {},
        { database: { ...handle, url: null, drop: () => handle.close() } },
      );
      cleanups.push(() => t.close());
      expect((await t.request('/api/health')).status).toBe(200);

      await proxy.cut();
      await expect
        .poll(async () => (await t.request('/api/health')).status, { timeout: 5000 })
        .toBe(503);
      const down = await t.request('/api/health');
      expect(await down.json()).toEqual({
        ...healthBody,
        status: 'unavailable',
        database: 'unreachable',
      });

      await proxy.restore();
      const back = Date.now();
      await expect
        .poll(async () => (await t.request('/api/health')).status, {
          timeout: 5000,
          interval: 50,
        })
        .toBe(200);
      // Pinged every 250 ms while down: back well within a second (not up to 1.8 s).
      expect(Date.now() - back).toBeLessThan(1000);
    },
    30_000,
  );
});
