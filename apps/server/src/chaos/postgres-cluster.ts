import { execFile, spawnSync } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../test/server-process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of this run's own, in a temporary folder on a free port, that a drill may
 * kill -9 and start again: never the machine's own server, which other work uses.
 */
export interface PostgresCluster {
  /** The `postgres` database of the cluster, as the server and the drills reach it. */
  url: string;
  /** SIGKILL to the postmaster and every backend at once: a crashed machine, as PostgreSQL sees it. */
  kill(): Promise<void>;
  /** Starts it again (crash recovery first after a kill); resolves once it takes connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** initdb and pg_ctl on the PATH, run as the `postgres` user when this process is root. */
function commands(): { asUser: string[] } | null {
  if (spawnSync('initdb', ['--version']).status !== 0) return null;
  if (spawnSync('pg_ctl', ['--version']).status !== 0) return null;
  if (process.getuid?.() !== 0) return { asUser: [] };
  // initdb refuses to run as root.
  if (spawnSync('id', ['postgres']).status !== 0) return null;
  return { asUser: ['runuser', '-u', 'postgres', '--'] };
}

/** Creates and starts a throwaway cluster, or answers null when PostgreSQL is not installed. */
export async function startPostgresCluster(): Promise<PostgresCluster | null> {
  const found = commands();
  if (!found) return null;
  const folder = await mkdtemp(path.join(os.tmpdir(), 'salahkar-chaos-pg-'));
  await chmod(folder, 0o777);
  const dataDir = path.join(folder, 'data');
  const port = await freePort();
  const as = (command: string, args: string[]) => {
    const [file, ...rest] = [...found.asUser, command, ...args];
    return run(file!, rest);
  };
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    // Durable enough for a drill: a kill -9 of PostgreSQL alone loses nothing committed (the
    // WAL is written before a commit answers); only the machine's own crash would.
    '-c synchronous_commit=on',
    '-c max_connections=100',
  ].join(' ');
  const start = async () => {
    await as('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(folder, 'log'),
      '-w',
      'start',
    ]);
  };
  await as('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  await start();
  const processes = async () => {
    const pid = Number(
      (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return [pid, ...children];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async kill() {
      for (const pid of await processes()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
    start,
    async destroy() {
      await as('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
