import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
// Its own tiny web app, so it starts without a build; this file imports nothing of vitest's,
// which lets `npm run chaos` use it outside the test runner too.
const INDEX_HTML = '<!doctype html><html><body><div id="root">server process</div></body></html>';

/**
 * The real server as its own process (`src/main.ts`), so a test can kill it with SIGKILL at any
 * moment and start it again on the same database: what a crash in production looks like.
 */
export interface ServerProcess {
  url: string;
  /** Its DATA_DIR: the embedded database lives in `pglite/` there when no URL was given. */
  dataDir: string;
  /** Everything it printed (stdout and stderr) since its last start. */
  output(): string;
  /** The running process's id (for its memory, read from /proc), or null when it is not running. */
  pid(): number | null;
  /** Starts the process and, unless told not to, waits until /api/health answers. */
  start(options?: { waitUntilHealthy?: boolean }): Promise<void>;
  /**
   * Closes the reading end of its stdout and stderr, as a parent that exited leaves them: every
   * write it makes from then on fails with EPIPE.
   */
  closeOutput(): void;
  /** SIGKILL: no shutdown hook runs, in-flight transactions are cut off. */
  kill(): Promise<void>;
  /** Sends a signal (SIGTERM unless told) without waiting; `exit` then tells how it ended. */
  signal(name?: NodeJS.Signals): void;
  /** Resolves when the process has exited: its code, or the signal that ended it. */
  exit(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops the process if running and removes its data dir. */
  close(): Promise<void>;
}

export async function createServerProcess(
  /** PostgreSQL's URL, or '' for the embedded database in the process's data dir. */
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-process-'));
  const webDist = path.join(dataDir, 'web');
  await mkdir(webDist, { recursive: true });
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let output = '';

  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (process.exitCode !== null || process.signalCode !== null) resolve();
      else process.once('exit', () => resolve());
    });

  const server: ServerProcess = {
    url,
    dataDir,
    output: () => output,
    pid: () => child?.pid ?? null,
    async start({ waitUntilHealthy = true } = {}) {
      output = '';
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          WEB_DIST_DIR: webDist,
          SEED_DEMO_DATA: 'false',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      if (!waitUntilHealthy) return;
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
        try {
          if ((await fetch(`${url}/api/health`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server did not become healthy:\n${output}`);
    },
    closeOutput() {
      if (!child) throw new Error('the server process is not running');
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
    async kill() {
      if (!child) return;
      const running = child;
      child = null;
      running.kill('SIGKILL');
      await exited(running);
    },
    signal(name = 'SIGTERM') {
      if (!child) throw new Error('the server process is not running');
      child.kill(name);
    },
    async exit() {
      if (!child) throw new Error('the server process is not running');
      const running = child;
      await exited(running);
      child = null;
      return { code: running.exitCode, signal: running.signalCode };
    },
    async close() {
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** A loopback port the kernel says is free now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
