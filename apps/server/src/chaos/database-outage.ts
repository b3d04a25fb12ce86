import type { ChaosEnvironment } from './environment.ts';
import { sleep, statusCounts, timedFetch, type Outcome } from './http.ts';
import { check, duration, skipped, type Check } from './report.ts';

const DRILL = 'PostgreSQL outage';
const OUTAGE_MS = 5_000;
const CLIENTS = 4;

/** Lines the server logged with this message so far (pino JSON). */
export function loggedLines(output: string, message: string): number {
  return output.split('\n').filter((line) => line.includes(`"msg":"${message}"`)).length;
}

/**
 * PostgreSQL cut off (connections reset, new ones refused) for five seconds under light load,
 * then back: every answer meanwhile must be a 503 with Retry-After, the log must say it once
 * each way, and requests must succeed again without anyone touching the server.
 */
export async function databaseOutageDrill(env: ChaosEnvironment): Promise<Check[]> {
  const proxy = env.databaseProxy;
  if (!proxy) return [skipped(DRILL, 'PGlite runs in-process; set DATABASE_URL for this drill')];
  const logBefore = env.server.output();
  const phases = { before: [] as Outcome[], outage: [] as Outcome[], after: [] as Outcome[] };
  let phase: keyof typeof phases = 'before';
  let recoveredAt = 0;
  let stopped = false;

  const client = async () => {
    while (!stopped) {
      const started = phase;
      const outcome = await timedFetch(`${env.server.url}/api/urgency-pricing`);
      // A request sent before the cut may be answered after it: it counts where it started.
      phases[started].push(outcome);
      if (started === 'after' && outcome.status === 200 && !recoveredAt) {
        recoveredAt = performance.now();
      }
      await sleep(50);
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await sleep(1_000);
  await proxy.cut();
  phase = 'outage';
  await sleep(OUTAGE_MS);
  await proxy.restore();
  const restoredAt = performance.now();
  phase = 'after';
  const deadline = Date.now() + 20_000;
  while (!recoveredAt && Date.now() < deadline) await sleep(50);
  // The outage watch pings every second: give it time to log the return.
  await sleep(1_500);
  stopped = true;
  await Promise.all(clients);

  const outage = phases.outage;
  const fine = outage.filter((o) => o.status === 503 && o.retryAfter === '5');
  const errors500 = outage.filter((o) => o.status >= 500 && o.status !== 503).length;
  const log = env.server.output().slice(logBefore.length);
  const down = loggedLines(log, 'database unreachable');
  const up = loggedLines(log, 'database reachable again');
  const jobs = loggedLines(log, 'job pass failed');
  return [
    check(
      DRILL,
      'answered 503 + Retry-After, never 500',
      outage.length > 0 && fine.length === outage.length,
      `${statusCounts(outage)} over ${duration(OUTAGE_MS)} (${errors500} × other 5xx)`,
    ),
    check(
      DRILL,
      'logged once each way',
      down === 1 && up === 1,
      `${down} outage line, ${up} recovery line (${jobs} job-pass failures)`,
    ),
    check(
      DRILL,
      'recovered by itself',
      recoveredAt > 0,
      recoveredAt ? `first 200 ${duration(recoveredAt - restoredAt)} after restore` : 'never',
    ),
  ];
}
