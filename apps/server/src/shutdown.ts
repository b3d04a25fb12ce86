import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { drainApp, drainProgress } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { Traces } from './traces/start-traces.ts';

/** How long in-flight requests may take to finish before their connections are cut. */
const REQUEST_TIMEOUT_MS = 5_000;
/** The whole shutdown's deadline: well inside the 30 s an orchestrator waits before SIGKILL. */
const DEADLINE_MS = 10_000;
/** How long the database may take to close once the deadline has passed. */
const FORCED_CLOSE_MS = 2_000;
/** When the process is killed whatever it is doing: after the deadline and the forced close. */
export const HARD_DEADLINE_MS = DEADLINE_MS + FORCED_CLOSE_MS + 1_000;

/**
 * Kills this process at the hard deadline from another thread. The deadline's timer above runs on
 * the event loop, which a synchronous loop holds (a log write retried forever kept servers alive
 * for hours, issue 31); a worker thread's timer does not need it.
 */
function killAtHardDeadline(): void {
  const watchdog = new Worker(
    `setTimeout(() => process.kill(${process.pid}, 'SIGKILL'), ${HARD_DEADLINE_MS});`,
    { eval: true },
  );
  // The process exits by itself when the shutdown ends in time; the watchdog must not hold it.
  watchdog.unref();
}

/**
 * Stops the server cleanly on SIGTERM or SIGINT, logging each step with its timing: stop taking
 * connections, let the requests in flight finish, stop the jobs, deliver the simulated webhooks
 * under way, close the server (sockets, mailer, live bus), close the database, send the spans
 * still buffered when traces are on, exit 0. Past the deadline, or on a second signal, it logs
 * what was still open, closes the database anyway so nothing is left half-written, and exits 1;
 * past the hard deadline it is killed.
 */
export function stopOnSignals(
  app: FastifyInstance,
  database: DatabaseHandle,
  traces: Traces | null = null,
): void {
  const log = app.log;
  let started: number | null = null;
  let closing: string | null = null;
  let forced = false;

  const force = async (why: string) => {
    if (forced) return;
    forced = true;
    const { step, requests } = drainProgress(app);
    log.error(
      { step: step ?? closing, requests, ms: sinceStart() },
      `shutdown ${why}: exiting now`,
    );
    const closed = await Promise.race([
      database.close().then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), FORCED_CLOSE_MS)),
    ]).catch(() => false);
    log.error(closed ? 'database closed' : 'database did not close in time');
    process.exit(1);
  };

  const sinceStart = () => Math.round(performance.now() - (started ?? performance.now()));
  const timed = async (step: string, done: string, work: () => Promise<void>) => {
    closing = step;
    const at = performance.now();
    await work();
    log.info({ ms: Math.round(performance.now() - at) }, done);
  };

  const shutdown = async (signal: NodeJS.Signals) => {
    if (started !== null) {
      await force(`interrupted by a second ${signal}`);
      return;
    }
    started = performance.now();
    killAtHardDeadline();
    log.info({ signal }, 'shutting down');
    // Not unref'd: should everything stall with nothing else pending, the process must not end
    // quietly with code 0 and the database left open.
    setTimeout(() => void force(`deadline of ${DEADLINE_MS} ms passed`), DEADLINE_MS);
    try {
      await drainApp(app, { requestTimeoutMs: REQUEST_TIMEOUT_MS });
      await timed('closing the server', 'server closed', () => app.close());
      await timed('closing the database', 'database closed', () => database.close());
      // Last: the spans of the drain and the closing steps are among them.
      if (traces) await timed('sending the last traces', 'traces sent', () => traces.shutdown());
      if (forced) return;
      log.info({ ms: sinceStart() }, 'shutdown complete');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      await force('failed');
    }
  };

  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}
