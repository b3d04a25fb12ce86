import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { freePort } from '../test/server-process.ts';
import { sleep } from './http.ts';

/** A PostgreSQL database made for this run, dropped at its end. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database next to the one `maintenanceUrl` names (needs CREATEDB), named after
 * the tool that made it so a leftover one tells whose it was.
 */
export async function createScratchDatabase(
  maintenanceUrl: string,
  tool = 'chaos',
): Promise<ScratchDatabase> {
  const name = `salahkar_${tool}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenanceUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/** A redis-server of this run's own on a free loopback port, that a drill can kill and restart. */
export interface RedisPeer {
  url: string;
  /** SIGKILL: the server vanishes mid-conversation, as a crashed or evicted Redis does. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP: connections stay open and nothing is answered, as a Redis stuck in a long command. */
  freeze(): void;
  thaw(): void;
}

/** Starts redis-server when it is installed, else answers null (the Redis drill is skipped). */
export async function startRedisPeer(): Promise<RedisPeer | null> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const port = await freePort();
  let child: ChildProcess | null = null;
  const peer: RedisPeer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitForPort(port);
    },
    freeze() {
      child?.kill('SIGSTOP');
    },
    thaw() {
      child?.kill('SIGCONT');
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  await peer.start();
  return peer;
}

async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`Nothing listens on port ${port} after 10 s.`);
}
