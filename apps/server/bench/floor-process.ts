import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../src/test/server-process.ts';
import { stopChild, waitForHealth, type BenchServer } from './server.ts';

const BENCH_DIR = import.meta.dirname;
const APPLICATION_NAME = 'salahkar-bench-floor';

/**
 * Starts the floor (floor.ts) as a child process on a free loopback port against the same
 * PostgreSQL as the real server, so both pay the same process boundary and database.
 */
export async function launchFloor(databaseUrl: string): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'floor.ts')], {
    cwd: path.resolve(BENCH_DIR, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PGAPPNAME: APPLICATION_NAME,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let stopping: Promise<void> | undefined;
  return {
    url,
    database: 'PostgreSQL',
    pid: child.pid,
    applicationName: APPLICATION_NAME,
    ready: waitForHealth(url, child),
    stop: () => (stopping ??= stopChild(child)),
  };
}
