import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { liftedLimits } from '../src/test/lifted-limits.ts';
import { freePort } from '../src/test/server-process.ts';
import { BENCH_DEMO_PASSWORD } from './sign-in.ts';

/** The server under test: `ready` settles once it answers /api/health; `stop` may come first. */
export interface BenchServer {
  url: string;
  database: 'PGlite' | 'PostgreSQL';
  /** The server process's id, e.g. to read the CPU time it spent. */
  pid?: number | undefined;
  /** The application name its PostgreSQL connections carry, to find their backends. */
  applicationName?: string;
  ready: Promise<void>;
  stop(): Promise<void>;
}

const LIFTED_LIMITS = liftedLimits([
  'LIVE_RATE_LIMIT_FRAMES',
  // The live round opens hundreds of sockets for a handful of demo people.
  'LIVE_MAX_SOCKETS_PER_USER',
]);

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
/** PGAPPNAME for the server's connections: pg_stat_activity then tells its backends apart. */
const APPLICATION_NAME = 'salahkar-bench-project';
const STARTUP_TIMEOUT_MS = 120_000;

/**
 * Starts the real server as `npm start` runs it (the compiled bundle, rebuilt first if its sources
 * changed) as a child process, so autocannon's own work does not share its event loop, on a free loopback port with a fresh DATA_DIR: embedded PGlite with the demo data,
 * or the PostgreSQL in `databaseUrl` (DATABASE_URL by default; seeded with the demo data if it
 * is empty).
 */
export async function launchServer(
  databaseUrl = process.env.DATABASE_URL || undefined,
): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'salahkar-bench-'));
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS: flags for the server's node only, e.g. `--cpu-prof` to profile it.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  execFileSync(process.execPath, ['build/build-if-changed.mjs'], {
    cwd: SERVER_DIR,
    stdio: 'ignore',
  });
  const startArgs = ['--enable-source-maps', '--liftoff-only', 'dist/current/main.js'];
  const child = spawn(process.execPath, [...nodeArgs, ...startArgs], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...LIFTED_LIMITS,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, PGAPPNAME: APPLICATION_NAME } : {}),
      // Request logs would measure pino and the pipe, not the server; warnings still show.
      LOG_LEVEL: 'warn',
      // Measured as deployed: production turns the development-only transaction guard off.
      NODE_ENV: 'production',
      // PostgreSQL gets no demo data by default, but the bench signs in as demo accounts.
      SEED_DEMO_DATA: process.env.SEED_DEMO_DATA || 'true',
      DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Kept quiet (the start banner lists every demo account) unless the server fails to start.
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  // Once only, however often it is asked (the end of the run, a second Ctrl-C).
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= stopChild(child).then(() => rm(dataDir, { recursive: true, force: true })));
  const ready = waitForHealth(url, child).then(
    () => {
      // After start-up, warnings and crashes matter while measuring: show them as they come.
      child.stdout?.off('data', keep).pipe(process.stderr, { end: false });
      child.stderr?.off('data', keep).pipe(process.stderr, { end: false });
    },
    (error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${reason}\n--- server output ---\n${output.trim()}`, { cause: error });
    },
  );
  return {
    url,
    database: databaseUrl ? 'PostgreSQL' : 'PGlite',
    pid: child.pid,
    applicationName: APPLICATION_NAME,
    ready,
    stop,
  };
}

/** Polls /api/health; a fresh PGlite needs a few seconds for initdb, migrations and the seed. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${STARTUP_TIMEOUT_MS} ms.`);
}

/** SIGTERM runs the server's own clean shutdown (it closes the database); SIGKILL if it hangs. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
