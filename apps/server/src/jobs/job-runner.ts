import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Transaction } from '../db/client.ts';
import { inUnitOfWork, type AfterCommit } from '../db/unit-of-work.ts';
import { databaseOutageReason } from '../db/unreachable.ts';
import { logSafeError } from '../log-safe-error.ts';

/**
 * A timed job: one pass over the rows that are due, each claimed with FOR UPDATE SKIP LOCKED and
 * handled in its own transaction, so any number of instances can run the same job at once and a
 * crash mid-pass leaves every row either done or still due. Returns how many rows it handled.
 */
export interface Job {
  name: string;
  runOnce(ctx: AppContext, now?: Date): Promise<number>;
}

/**
 * A Job whose pass handles the due rows one by one, each in a transaction of its own: `handleNext`
 * claims one row (FOR UPDATE SKIP LOCKED) and handles it, answering something when it found one
 * and nothing when none is left. At most `batch` rows a pass; the rest wait for the next pass.
 */
export function rowByRowJob(
  name: string,
  batch: number,
  handleNext: (
    ctx: AppContext,
    tx: Transaction,
    afterCommit: AfterCommit,
    now: Date,
  ) => Promise<unknown>,
): Job {
  return {
    name,
    async runOnce(ctx, now = new Date()) {
      let handled = 0;
      while (handled < batch) {
        const done = await inUnitOfWork(ctx, (tx, afterCommit) =>
          handleNext(ctx, tx, afterCommit, now),
        );
        if (!done) break;
        handled += 1;
      }
      return handled;
    },
  };
}

/** Runs every job every `intervalMs` (never two passes of one job at once); stop() waits for them. */
export function startJobs(
  ctx: AppContext,
  jobs: readonly Job[],
  log: FastifyBaseLogger,
  intervalMs: number,
): { stop(): Promise<void> } {
  const running = new Map<string, Promise<void>>();
  // Jobs waiting out a database outage: said once each, not at every interval until it ends.
  const waitingOutOutage = new Set<string>();
  let stopped = false;

  const pass = (job: Job) => {
    if (stopped || running.has(job.name)) return;
    const labels = { job: job.name };
    const timer = ctx.metrics.jobDuration.startTimer(labels);
    const run = job
      .runOnce(ctx)
      .then((handled) => {
        if (waitingOutOutage.delete(job.name)) log.info({ job: job.name }, 'job resumed');
        if (handled > 0) log.info({ job: job.name, handled }, 'job pass');
      })
      .catch((error: unknown) => {
        ctx.metrics.jobFailures.inc(labels);
        const outage = databaseOutageReason(error);
        if (outage === null) {
          log.error({ err: logSafeError(error), job: job.name }, 'job pass failed');
        } else if (!waitingOutOutage.has(job.name)) {
          waitingOutOutage.add(job.name);
          log.warn({ job: job.name, reason: outage }, 'job waits for the database');
        }
      })
      .finally(() => {
        timer();
        ctx.metrics.jobRuns.inc(labels);
        running.delete(job.name);
      });
    running.set(job.name, run);
  };

  const timers = jobs.map((job) => setInterval(() => pass(job), intervalMs));
  // A first pass soon after start picks up whatever fell due while no instance was running.
  const kickoff = setTimeout(() => jobs.forEach(pass), Math.min(intervalMs, 2000));
  return {
    async stop() {
      stopped = true;
      clearTimeout(kickoff);
      timers.forEach(clearInterval);
      await Promise.all(running.values());
    },
  };
}
