import { afterEach, expect, it } from 'vitest';
import { HARD_DEADLINE_MS } from './shutdown.ts';
import { createServerProcess, type ServerProcess } from './test/server-process.ts';

// Issue 31: servers whose parent had exited (their stdout a pipe nobody read any more) retried the
// same log write for hours (write(1) = EPIPE, over and over) and ignored SIGTERM. A log write that
// fails is dropped and logging to that stream stops; shutdown has a deadline no loop defeats.

/** The shutdown's hard deadline, and a margin for a busy machine. */
const SHUTDOWN_DEADLINE_MS = HARD_DEADLINE_MS + 2_000;

let server: ServerProcess | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

it('exits on SIGTERM within the shutdown deadline when its output pipe has no reader', async () => {
  server = await createServerProcess('', { LOG_LEVEL: 'info', JOBS_ENABLED: 'false' });
  await server.start();
  // The reader goes just before the signal: the shutdown's own log lines are the first to fail,
  // some still buffered when the process exits (pino's flush on exit retried them forever).
  server.closeOutput();
  const signalledAt = performance.now();
  server.signal('SIGTERM');
  const exited = await Promise.race([
    server.exit(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), SHUTDOWN_DEADLINE_MS)),
  ]);
  expect(exited, 'still running after the shutdown deadline').not.toBeNull();
  expect(performance.now() - signalledAt).toBeLessThan(SHUTDOWN_DEADLINE_MS);
  // A clean shutdown, not the watchdog's kill: the lines that could not be written were dropped.
  expect(exited).toEqual({ code: 0, signal: null });
}, 90_000);
