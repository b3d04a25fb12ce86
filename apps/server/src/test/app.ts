import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, contextOf } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { stopWatching, watchAnswers } from './openapi-answers.ts';
import { shared } from './shared.ts';

export const TEST_INDEX_HTML =
  '<!doctype html><html><body><div id="root">test shell</div></body></html>';

// Tests read response bodies loosely and let their assertions do the checking.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseJson = any;

/** A fetch Response whose JSON body is not typed, as a test reads it. */
export interface TestResponse extends Omit<Response, 'json'> {
  json(): Promise<LooseJson>;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** What the app's modules were given: its gateway, and what a test passes to a job's runOnce. */
  ctx: AppContext;
  /** Base URL of the real HTTP server listening on loopback. */
  url: string;
  /** fetch against the test server; JSON bodies get their content type. */
  request(pathname: string, init?: RequestInit & { json?: unknown }): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Another app's database, for a second server instance sharing it (as two instances share
   * PostgreSQL in production). The app that created the database drops it; this one leaves it.
   */
  database?: TestDatabase;
  /** Where the app's log lines go (with a LOG_LEVEL in `env` that writes some). */
  logStream?: { write(line: string): void };
}

/**
 * A real server on 127.0.0.1 with its own clean database, data dir and a tiny built web app,
 * so tests go through the whole HTTP stack the way a browser does.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-test-'));
  const webDist = path.join(dataDir, 'web');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), TEST_INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');

  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    // Tests run each job's runOnce themselves, at the moment (and the `now`) they choose.
    JOBS_ENABLED: 'false',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, logStream: options.logStream });
  // Every answer is checked against the OpenAPI document after each test (answer-check-setup.ts).
  watchAnswers(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('test server has no port');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    app,
    config,
    database,
    ctx: contextOf(app),
    url,
    request(pathname, init = {}) {
      const { json, headers, ...rest } = init;
      return fetch(`${url}${pathname}`, {
        ...rest,
        headers: json === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: json === undefined ? rest.body : JSON.stringify(json),
      });
    },
    async close() {
      stopWatching(app);
      await app.close();
      if (!options.database) await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** One test app for the tests of this file (or describe block), closed after the last of them. */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  return shared(() => buildTestApp(env), { close: (t) => t.close() });
}
