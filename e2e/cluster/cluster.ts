import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

// What the journey knows of the cluster start-cluster.ts started: fixed ports (beside the browser
// tests' 3100…), and the rest through the environment the workers inherit from the global setup.

const PORT = Number(process.env.CLUSTER_PORT ?? 3190);
export const CLUSTER_PORTS = { nginx: PORT, first: PORT + 1, second: PORT + 2 } as const;
export const CLUSTER_URL = `http://127.0.0.1:${CLUSTER_PORTS.nginx}`;

export type InstanceName = 'first' | 'second';

/** What start-cluster.ts tells the workers (environment variable names). */
export const CLUSTER_ENV = {
  firstPid: 'CLUSTER_FIRST_PID',
  secondPid: 'CLUSTER_SECOND_PID',
  accessLog: 'CLUSTER_ACCESS_LOG',
  databaseUrl: 'CLUSTER_DATABASE_URL',
} as const;

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is unset: run the journey with npm run test:cluster`);
  return value;
}

/**
 * Resolves when a live socket the page opens from now on hears a message that passes the test
 * (support/live.ts's watch also counts what earlier sockets heard); fails after 20 s.
 */
export function heardFromNow(
  page: Page,
  what: string,
  test: (message: Record<string, unknown>) => boolean,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no new live socket heard ${what}`)), 20_000);
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.endsWith('/ws')) return;
      socket.on('framereceived', ({ payload }) => {
        try {
          if (!test(JSON.parse(String(payload)) as Record<string, unknown>)) return;
        } catch {
          return; // not a JSON frame
        }
        clearTimeout(timer);
        resolve();
      });
    });
  });
}

/**
 * Puts the page's browser on one instance: nginx prefers it for the context's requests and live
 * socket (a `cluster_instance` cookie, tools/cluster/nginx.conf) and falls over to the other one
 * when it is down. The reload moves the page's socket there; this waits until it is listening.
 */
export async function preferInstance(page: Page, instance: InstanceName): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'cluster_instance', value: instance, url: CLUSTER_URL }]);
  const listening = heardFromNow(page, 'pong', (message) => message.type === 'pong');
  await page.reload();
  await listening;
}

/** SIGTERM to one instance; resolves once its process is gone (it drains, then exits). */
export async function stopInstance(instance: InstanceName): Promise<void> {
  const pid = Number(setting(instance === 'first' ? CLUSTER_ENV.firstPid : CLUSTER_ENV.secondPid));
  process.kill(pid, 'SIGTERM');
  const running = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  await expect
    .poll(running, { message: `the ${instance} instance to exit`, timeout: 15_000 })
    .toBe(false);
}

/** One request nginx passed on: the instance it preferred (by cookie) and where it went. */
export interface Passed {
  method: string;
  path: string;
  status: number;
  /** Every instance port nginx tried, in order (a stopped one, then the next). */
  ports: number[];
  prefer: InstanceName | null;
}

/** nginx's access log so far (a live socket's line is written when the socket closes). */
export async function passedRequests(): Promise<Passed[]> {
  const log = await readFile(setting(CLUSTER_ENV.accessLog), 'utf8');
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, method, path, status, prefer, upstream] =
        /^(\S+) (\S+) (\d+) prefer=(\S*) upstream=(.*)$/.exec(line) ?? [];
      return {
        method: method ?? '',
        path: path ?? '',
        status: Number(status),
        ports: [...(upstream ?? '').matchAll(/:(\d+)/g)].map((match) => Number(match[1])),
        // nginx writes an empty variable as '-'.
        prefer: (prefer === '-' ? null : prefer) as InstanceName | null,
      };
    });
}

/** A count from the cluster's database, through psql (the e2e workspace has no driver of its own). */
export function countRows(sql: string, variables: Record<string, string>): number {
  const args = [setting(CLUSTER_ENV.databaseUrl), '-At', '-v', 'ON_ERROR_STOP=1'];
  for (const [name, value] of Object.entries(variables)) args.push('-v', `${name}=${value}`);
  return Number(execFileSync('psql', args, { input: sql, encoding: 'utf8' }).trim());
}
