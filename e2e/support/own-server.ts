import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { waitUntilHealthy } from '../../apps/web/build/chromium.mjs';
import { serverEnv } from '../playwright.config.ts';

// A server of a spec's own, for settings the shared journeys' server must not have (an AI
// provider changes every assistant answer): what `npm start` runs, on a fresh embedded database,
// on its own port, stopped when the spec ends. The shared server's `npm start` has built the app
// already, so this one starts that build directly: no npm, and no second look at the sources,
// which rebuilt mid-run when they had changed since (a web build alone takes a minute here).

const ROOT = path.resolve(import.meta.dirname, '../..');
const MAIN = 'apps/server/dist/current/main.js';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startOwnServer(
  port: number,
  settings: Record<string, string>,
): Promise<OwnServer> {
  const env = serverEnv(port);
  const baseURL = `http://127.0.0.1:${port}`;
  // A server left behind by an interrupted run would answer the health check in this one's place,
  // with none of its settings.
  const stale = await fetch(`${baseURL}/api/health`).catch(() => undefined);
  if (stale) throw new Error(`Port ${port} is taken already (a server left by an earlier run?)`);
  rmSync(path.join(ROOT, env.DATA_DIR!), { recursive: true, force: true });
  // The root package.json's start script, without npm; its own process group, so stopping it
  // stops whatever it started.
  const child = spawn(process.execPath, ['--enable-source-maps', '--liftoff-only', MAIN], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...settings },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilHealthy(`${baseURL}/api/health`, child, 120_000);
  } catch (error) {
    // A server that answered too late (a loaded machine) would outlive the run and hold the port,
    // and the next run would refuse to start (the check above).
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
