import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from './context.ts';
import { DatabaseUnreachableError } from './db/unreachable.ts';
import { startJobs } from './jobs/job-runner.ts';
import { createMetrics } from './plugins/metrics.ts';
import { serializeLoggedError } from './log-safe-error.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createTestDatabase, type TestDatabase } from './test/database.ts';

// A failed query's parameters (a password hash, an email, a phone number) and the driver's
// message, which quotes the offending value, never reach the logs; its SQLSTATE does.

const SECRET = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0LXNhbHQ$leaked-hash';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

/** A pino destination that keeps every line written to it. */
function capturedLog(): { stream: Writable; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

/** Casting the secret to an integer fails with 22P02, and the driver's message quotes it. */
const failingQuery = () => database.db.execute(sql`select ${SECRET}::int as n`);

describe('logging a failed query', () => {
  it('keeps the SQLSTATE and drops the parameters and the driver message (HTTP errors)', async () => {
    const log = capturedLog();
    const app = Fastify({ logger: { level: 'info', stream: log.stream } });
    registerErrorHandler(app, database);
    app.get('/boom', async () => failingQuery());
    try {
      const response = await app.inject({ method: 'GET', url: '/boom' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(SECRET);
    } finally {
      await app.close();
    }
    const text = log.text();
    expect(text).toContain('unexpected error');
    expect(text).toContain('"code":"22P02"');
    expect(text).toContain('"query":"select"');
    expect(text).not.toContain('leaked-hash');
    expect(text).not.toContain('params');
  });

  it('does the same for a timed job’s failed pass', async () => {
    const log = capturedLog();
    const job = { name: 'failing-job', runOnce: async () => (await failingQuery()).rows.length };
    const logger = Fastify({ logger: { stream: log.stream } });
    const jobs = startJobs({ metrics: createMetrics() } as AppContext, [job], logger.log, 10);
    await expect.poll(() => log.text(), { timeout: 5000 }).toContain('job pass failed');
    await jobs.stop();
    await logger.close();
    expect(log.text()).toContain('"code":"22P02"');
    expect(log.text()).not.toContain('leaked-hash');
  });

  it('says once that a job waits out a database outage, and once that it resumed', async () => {
    const log = capturedLog();
    let outage = true;
    let passes = 0;
    const job = {
      name: 'waiting-job',
      runOnce: async () => {
        passes += 1;
        if (outage)
          throw new DatabaseUnreachableError(
            Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
              code: 'ECONNREFUSED',
            }),
          );
        return 0;
      },
    };
    const logger = Fastify({ logger: { stream: log.stream } });
    const jobs = startJobs({ metrics: createMetrics() } as AppContext, [job], logger.log, 5);
    await expect.poll(() => passes, { timeout: 5000 }).toBeGreaterThan(5);
    outage = false;
    await expect.poll(() => log.text(), { timeout: 5000 }).toContain('job resumed');
    await jobs.stop();
    await logger.close();
    expect(log.text().match(/job waits for the database/g)).toHaveLength(1);
    expect(log.text()).not.toContain('job pass failed');
  });

  it('does the same for any error the server logger is given (its err serializer)', async () => {
    const log = capturedLog();
    const logger = Fastify({
      logger: { stream: log.stream, serializers: { err: serializeLoggedError } },
    });
    const error = await failingQuery().catch((failure: unknown) => failure);
    logger.log.error({ err: error }, 'live push was not published');
    logger.log.error({ err: new Error('plain failure') }, 'something else failed');
    await logger.close();
    expect(log.text()).toContain('"code":"22P02"');
    expect(log.text()).not.toContain('leaked-hash');
    expect(log.text()).toContain('plain failure');
  });
});
