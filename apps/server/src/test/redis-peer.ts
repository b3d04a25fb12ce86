import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { freePort } from './server-process.ts';

/** Whether this machine has a redis-server binary; tests that need their own Redis skip without. */
export const HAS_REDIS_SERVER = spawnSync('which', ['redis-server']).status === 0;

/**
 * A redis-server of the test's own on a free loopback port, which the test may freeze, kill and
 * start again: what an outage looks like to the app (the machine's shared Redis is never touched).
 */
export interface RedisPeer {
  url: string;
  /** SIGSTOP: Redis keeps its connections open and answers nothing, as a hung server does. */
  freeze(): void;
  /** SIGCONT: Redis answers again, working through what was sent meanwhile. */
  thaw(): void;
  /** SIGKILL: connections drop at once; pub/sub keeps nothing for anyone. */
  kill(): Promise<void>;
  /** Starts a fresh Redis on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it for good (afterAll). */
  close(): Promise<void>;
}

export async function startRedisPeer(): Promise<RedisPeer> {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const peer: RedisPeer = {
    url: `redis://127.0.0.1:${port}`,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      // A frozen process must be woken to die of anything but SIGKILL; SIGKILL needs no waking.
      running.kill('SIGKILL');
      await exited;
    },
    async start() {
      child = spawn(
        'redis-server',
        [
          ...['--port', String(port), '--bind', '127.0.0.1', '--dir', os.tmpdir()],
          ...['--save', '', '--appendonly', 'no'],
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      await readyToAccept(child);
    },
    close: () => peer.kill(),
  };
  await peer.start();
  return peer;
}

function readyToAccept(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('redis-server did not start in 10 s')), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(new Error(`${error.message}\n${output}`));
    };
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`redis-server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve();
      }
    });
  });
}
