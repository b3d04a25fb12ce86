import { spawn } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

// nginx in front of the two instances, from the template docs/operations.md shows
// (tools/cluster/nginx.conf): run in the foreground as this run's child, everything it writes
// (pid, logs, temp files) in the run's folder.

const TEMPLATE = path.resolve(import.meta.dirname, '../../tools/cluster/nginx.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Nginx {
  url: string;
  /** Its access log: one line per request, naming the instance that served it. */
  accessLog: string;
  stop(): Promise<void>;
}

export async function startNginx(
  dir: string,
  ports: { port: number; first: number; second: number },
): Promise<Nginx> {
  const slots: Record<string, string> = {
    DIR: dir,
    PORT: String(ports.port),
    FIRST_PORT: String(ports.first),
    SECOND_PORT: String(ports.second),
  };
  const template = await readFile(TEMPLATE, 'utf8');
  const config = template.replace(/\{\{(\w+)\}\}/g, (_, slot: string) => {
    const value = slots[slot];
    if (value === undefined) throw new Error(`nginx.conf names an unknown slot {{${slot}}}`);
    return value;
  });
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  // Run as root, nginx's workers are `nobody`: they must reach the temp folders inside.
  await chmod(dir, 0o755);
  const child = spawn(NGINX, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${ports.port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`nginx did not start: see ${dir}/error.log`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    accessLog: path.join(dir, 'access.log'),
    async stop() {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
