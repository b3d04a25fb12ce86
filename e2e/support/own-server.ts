import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { serverEnv } from '../playwright.config.ts';

// A server of a spec's own, for settings the shared journeys' server must not have (an AI
// provider changes every assistant answer): the same `npm start` on a fresh embedded database,
// on its own port, stopped when the spec ends. The shared server has built the app already.

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function startOwnServer(
  port: number,
  settings: Record<string, string>,
): Promise<OwnServer> {
  const env = serverEnv(port);
  rmSync(path.join(ROOT, env.DATA_DIR!), { recursive: true, force: true });
  // Its own process group, so stopping it stops npm's node child too.
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, ...env, ...settings },
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await healthy(`${baseURL}/api/health`, child, 120_000);
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
