import { expect } from 'vitest';
import { buildTestApp, type TestApp } from './app.ts';

// How long an answer takes must not tell whether an account exists. A timing test measures each
// answer by the server's own clock (Fastify's responseTime, from the request's arrival to its
// answer written), which a busy machine's scheduling of the test's client cannot blur, in pairs:
// a try of each kind one right after the other (which goes first alternates), so a burst of load
// from elsewhere on the machine lands on both of a pair and cancels out in its difference. Each
// try waits for its own background work (a mail or SMS delivered) before the next starts, so
// neither kind pays for the other's. Up to three rounds, the first within 1 ms passing: load from
// elsewhere can move one round, a difference in work moves them all. The answers tested are held
// to a floor (even-answer.ts), so 30 pairs are plenty: each pair's difference is the timers' jitter.

const TRIES = 30;
const WARM_UP = 3;
const ALLOWED_GAP_MS = 1;
const ROUNDS = 3;

export type Kind = 'known' | 'unknown';

/** A test app whose answers' times can be read back, in the order they were answered. */
export interface TimedApp {
  t: TestApp;
  /** The server's time for each request answered since the last call. */
  answerTimes(): number[];
}

export async function buildTimedApp(env: Record<string, string>): Promise<TimedApp> {
  const lines: string[] = [];
  const t = await buildTestApp(
    { ...env, LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  return {
    t,
    answerTimes() {
      const times = lines
        .map((line) => JSON.parse(line) as { msg?: string; responseTime?: number })
        .filter((entry) => entry.msg === 'request completed')
        .map((entry) => entry.responseTime!);
      lines.length = 0;
      return times;
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Asserts that the median difference of `TRIES` pairs of tries stays within 1 ms. `prepare` makes
 * what one round's tries of each kind need (the accounts); `ask(kind, i)` makes the i-th try of a
 * kind and waits for its background work.
 */
export async function expectEvenTiming<Prepared>(
  app: TimedApp,
  prepare: (count: number) => Promise<Prepared>,
  ask: (kind: Kind, index: number, prepared: Prepared) => Promise<void>,
): Promise<void> {
  for (let round = 1; ; round++) {
    const prepared = await prepare(TRIES + WARM_UP);
    app.answerTimes();
    const kinds: Kind[] = [];
    for (let i = 0; i < TRIES + WARM_UP; i++) {
      const order: Kind[] = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
      for (const kind of order) {
        await ask(kind, i, prepared);
        kinds.push(kind);
      }
    }
    const times = app.answerTimes();
    expect(times).toHaveLength(kinds.length);
    const of = (kind: Kind) =>
      times.filter((_, index) => index >= 2 * WARM_UP && kinds[index] === kind);
    const known = of('known');
    const unknown = of('unknown');
    const difference = median(known.map((time, pair) => time - unknown[pair]!));
    if (Math.abs(difference) < ALLOWED_GAP_MS || round === ROUNDS) {
      const shown = `known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms, median difference ${difference.toFixed(2)} ms`;
      expect(Math.abs(difference), shown).toBeLessThan(ALLOWED_GAP_MS);
      return;
    }
  }
}
