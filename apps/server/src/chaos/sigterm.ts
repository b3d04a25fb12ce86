import type { ChaosEnvironment } from './environment.ts';
import { sleep, statusCounts, timedFetch, type Outcome } from './http.ts';
import { check, duration, type Check } from './report.ts';

const DRILL = 'SIGTERM under load';
const READERS = 10;
const SIGN_INS = 6;
const LOAD_MS = 1_500;
/** The server's own deadline is 10 s; a clean stop takes a fraction of it. */
const EXIT_LIMIT_MS = 5_000;

interface Timed extends Outcome {
  startedAt: number;
  endedAt: number;
}

/**
 * SIGTERM while readers and sign-ins (each a password hash, ~100 ms) keep the server busy: it
 * must answer every request it had begun, then exit 0 within a few seconds. The last drill: the
 * server is gone after it.
 */
export async function sigtermDrill(env: ChaosEnvironment): Promise<Check[]> {
  const { url } = env.server;
  const outcomes: Timed[] = [];
  let stopped = false;
  const client = async (send: () => Promise<Outcome>) => {
    while (!stopped) {
      const startedAt = performance.now();
      const outcome = await send();
      outcomes.push({ ...outcome, startedAt, endedAt: performance.now() });
    }
  };
  const read = () => timedFetch(`${url}/api/urgency-pricing`);
  const signIn = () =>
    timedFetch(`${url}/api/auth/login`, {
      method: 'POST',
      json: { email: 'nobody@example.com', password: 'not-the-password' },
    });
  const clients = [
    ...Array.from({ length: READERS }, () => client(read)),
    ...Array.from({ length: SIGN_INS }, () => client(signIn)),
  ];
  await sleep(LOAD_MS);

  const signalledAt = performance.now();
  // No new requests from here on: only those already sent count.
  stopped = true;
  env.server.signal('SIGTERM');
  const exit = await env.server.exit();
  const exitMs = performance.now() - signalledAt;
  await Promise.all(clients);

  const inFlight = outcomes.filter((o) => o.startedAt < signalledAt && o.endedAt > signalledAt);
  const answered = inFlight.filter((o) => o.status > 0 && o.status !== 503);
  return [
    check(
      DRILL,
      `exit 0 within ${duration(EXIT_LIMIT_MS)}`,
      exit.code === 0 && exitMs < EXIT_LIMIT_MS,
      `exit ${exit.code ?? exit.signal} after ${duration(exitMs)}${stuckAt(env.server.output())}`,
    ),
    check(
      DRILL,
      'in-flight requests answered',
      answered.length === inFlight.length,
      `${answered.length}/${inFlight.length} (${statusCounts(inFlight)}); ${outcomes.length} sent in all`,
    ),
  ];
}

/** The step a forced shutdown logged it was still in, if it was forced. */
function stuckAt(output: string): string {
  const line = output.split('\n').find((entry) => entry.includes('exiting now'));
  if (!line) return '';
  try {
    const { step, requests } = JSON.parse(line) as { step?: string; requests?: number };
    return ` (still ${step ?? 'closing'}, ${requests ?? 0} requests open)`;
  } catch {
    return '';
  }
}
