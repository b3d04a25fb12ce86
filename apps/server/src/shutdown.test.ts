import http from 'node:http';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { wrapPglite } from './db/client.ts';
import { payments } from './db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from './test/database.ts';
import { getWith, holdRequest } from './test/held-request.ts';
import { buildMarketplaceApp } from './test/marketplace.ts';
import { acceptOffer, createRequestWithOffers } from './test/payments.ts';
import { createServerProcess, type ServerProcess } from './test/server-process.ts';

// The real server as its own process, stopped with SIGTERM while a keep-alive connection has a
// request in flight (its body still on the way): the request must be answered, the process must
// exit 0 within a few seconds, and its log must show each step. On PostgreSQL the process uses a
// clone of the test template; on PGlite the template is unpacked into the process's data dir.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SHUTDOWN_STEPS = [
  'shutting down',
  'stopped accepting connections',
  'in-flight requests answered',
  'jobs stopped',
  'simulated webhooks delivered',
  'server closed',
  'database closed',
  'shutdown complete',
];

let server: ServerProcess | null = null;
let database: TestDatabase | null = null;
afterEach(async () => {
  await server?.close();
  await database?.drop();
  server = null;
  database = null;
});

/** A server process with a migrated database of its own, open here too for setting up cases. */
async function startableServer(env: Record<string, string>) {
  if (onPostgres) {
    database = await createTestDatabase();
    server = await createServerProcess(database.url!, env);
  } else {
    server = await createServerProcess('', env);
    const template = inject('testDatabaseTemplate');
    if (template.driver !== 'pglite') throw new Error('expected the PGlite template');
    const pglite = await PGlite.create({
      dataDir: path.join(server.dataDir, 'pglite'),
      loadDataDir: new Blob([await readFile(template.tarballPath)]),
    });
    const handle = wrapPglite(pglite);
    database = Object.assign(handle, { url: null, drop: () => handle.close() });
  }
  return { server, database };
}

/** On PGlite the process owns the data dir while it runs: close it here first, reopen after. */
async function handOver(db: TestDatabase): Promise<void> {
  if (!onPostgres) await db.close();
}
async function reopen(db: TestDatabase, dataDir: string): Promise<TestDatabase> {
  if (onPostgres) return db;
  const handle = wrapPglite(await PGlite.create({ dataDir: path.join(dataDir, 'pglite') }));
  return Object.assign(handle, { url: null, drop: () => handle.close() });
}

/** The messages the process logged (pino's JSON lines), in order. */
function loggedMessages(output: string): string[] {
  return output.split('\n').flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: unknown };
      return typeof entry.msg === 'string' ? [entry.msg] : [];
    } catch {
      return [];
    }
  });
}

async function stopWithRequestInFlight(
  target: ServerProcess,
  pathname: string,
  json: unknown,
  headers: Record<string, string> = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect((await getWith(agent, `${target.url}/api/health`)).status).toBe(200);
    const held = await holdRequest(agent, `${target.url}${pathname}`, json, headers);
    expect(held.reusedSocket).toBe(true);
    const signalledAt = performance.now();
    target.signal('SIGTERM');
    // The shutdown has begun; the request is still waiting for the rest of its body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    held.finish();
    const answer = await held.answer;
    const exit = await target.exit();
    return { answer, exit, exitMs: performance.now() - signalledAt };
  } finally {
    agent.destroy();
  }
}

describe('SIGTERM with a keep-alive request in flight', () => {
  it('answers the request, logs each step and exits 0 within a few seconds', async () => {
    const { server, database } = await startableServer({
      LOG_LEVEL: 'info',
      JOBS_ENABLED: 'true',
    });
    await handOver(database);
    await server.start();

    const { answer, exit, exitMs } = await stopWithRequestInFlight(server, '/api/auth/login', {
      email: 'nobody@example.com',
      password: 'not-the-password-1',
    });

    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
      field: 'password',
    });
    // Its connection's last answer: the client opens a new one, to another instance.
    expect(answer.headers.connection).toBe('close');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(5_000);
    // Each step logged once (compared as sets: one run showed a line out of place in the pipe).
    const steps = loggedMessages(server.output()).filter((message) =>
      SHUTDOWN_STEPS.includes(message),
    );
    expect(steps.sort(), server.output()).toEqual([...SHUTDOWN_STEPS].sort());
  }, 90_000);

  it('stops at once on a second SIGTERM: logs what was open, closes the database, exits 1', async () => {
    const { server, database } = await startableServer({ LOG_LEVEL: 'info' });
    await handOver(database);
    await server.start();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A body that never finishes: the drain would wait its full 5 s for it.
      const held = await holdRequest(agent, `${server.url}/api/auth/login`, {
        email: 'nobody@example.com',
        password: 'not-the-password-1',
      });
      void held.answer.catch(() => undefined);
      server.signal('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const signalledAt = performance.now();
      server.signal('SIGTERM');
      const exit = await server.exit();

      expect(exit).toEqual({ code: 1, signal: null });
      expect(performance.now() - signalledAt).toBeLessThan(3_000);
      const lines = server.output().split('\n');
      const forced = lines.find((line) => line.includes('interrupted by a second SIGTERM'));
      expect(forced, server.output()).toBeDefined();
      expect(JSON.parse(forced!)).toMatchObject({ step: 'in-flight requests', requests: 1 });
      expect(loggedMessages(server.output())).toContain('database closed');
    } finally {
      agent.destroy();
    }
  }, 90_000);

  it('delivers the simulated webhook of a payment made while shutting down', async () => {
    const { server, database } = await startableServer({ LOG_LEVEL: 'info' });
    // The case is set up in this process, on the same database; jobs off in the server, so the
    // capture can only come from the webhook (not from the reconciler).
    const t = await buildMarketplaceApp({}, { database });
    const { owner, offers } = await createRequestWithOffers(t, 1);
    const accepted = await acceptOffer(t, owner.cookie, offers[0]!.id);
    expect(accepted.status).toBe(200);
    const { orderId } = accepted.body as { orderId: string };
    await t.close();
    await handOver(database);
    await server.start();

    const { answer, exit } = await stopWithRequestInFlight(
      server,
      '/api/payments/simulate',
      { orderId, outcome: 'success', method: 'upi' },
      { cookie: owner.cookie },
    );

    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('razorpay_payment_id');
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toContain('simulated webhook failed');
    const after = await reopen(database, server.dataDir);
    const [payment] = await after.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.gatewayOrderId, orderId));
    expect(payment?.status).toBe('paid');
    if (after !== database) await after.close();
  }, 90_000);
});
