import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

// The production server as `npm start` runs it once built: `node … apps/server/dist/current/main.js`
// from the root, with NODE_ENV=production. Each instance has a data dir of its own (nothing in it
// is shared: the database, files and live channel are outside) and writes its log beside it.

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  name: string;
  port: number;
  pid: number;
  /** Resolves when the process has exited, with its code. */
  exited: Promise<number | null>;
  /** SIGTERM (unless it has exited already), then fails unless it drained and exited with 0. */
  stop(): Promise<void>;
}

/** The root package.json's `start` command, split into node's arguments. */
async function startArguments(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = manifest.scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs ${command}, not node`);
  return args;
}

/** Starts one instance and waits until its own /api/health answers. */
export async function startInstance(
  name: string,
  port: number,
  dir: string,
  env: Record<string, string>,
): Promise<Instance> {
  const dataDir = path.join(dir, name);
  await mkdir(dataDir, { recursive: true });
  const log = createWriteStream(path.join(dir, `${name}.log`));
  const child: ChildProcess = spawn(process.execPath, await startArguments(), {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let done = false;
  void exited.then(() => (done = true));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (done) throw new Error(`instance ${name} exited at start: see ${dir}/${name}.log`);
    if (Date.now() > deadline) throw new Error(`instance ${name} did not become healthy`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    port,
    pid: child.pid!,
    exited,
    async stop() {
      if (!done) child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) {
        throw new Error(`instance ${name} ended with ${code ?? child.signalCode}: see ${name}.log`);
      }
    },
  };
}
