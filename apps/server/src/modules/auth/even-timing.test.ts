import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

// How long an answer takes must not tell whether an address has an account: forgot-password and
// send-otp do the same work either way (a mail rendered, the same writes, the mail's hand-over),
// so over 50 pairs of tries the median of the pairs' differences stays within 1 ms. A pair is a
// try of each kind one right after the other (which goes first alternates), so a burst of load
// from elsewhere on the machine lands on both of a pair and cancels out in its difference. Each
// try waits for the previous one's mail to be delivered, so neither kind pays for the other's
// background work. Each answer's time is the server's own (Fastify's
// responseTime, from the request's arrival to its answer written), which a busy machine's
// scheduling of this test's client cannot blur. Up to three rounds, the first within 1 ms
// passing: load from elsewhere on the machine can move one round, a difference in work moves
// them all.

const TRIES = 50;
const WARM_UP = 5;
const ALLOWED_GAP_MS = 1;
const ROUNDS = 3;

type Kind = 'known' | 'unknown';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp(
    {
      RESET_MAX_PER_IP: '100000',
      OTP_MAX_PER_IP: '100000',
      RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'info',
    },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(() => t.close());

/** The server's time for each request answered since the last call, in order. */
function answerTimes(): number[] {
  const times = logLines
    .map((line) => JSON.parse(line) as { msg?: string; responseTime?: number })
    .filter((entry) => entry.msg === 'request completed')
    .map((entry) => entry.responseTime!);
  logLines.length = 0;
  return times;
}

async function ask(pathname: string, email: string): Promise<void> {
  const response = await t.request(pathname, { method: 'POST', json: { email } });
  await response.arrayBuffer();
  expect(response.status, `${pathname} ${email}`).toBe(200);
  // The mail (or notice) of this try leaves before the next try starts.
  await t.ctx.mailDelivery.settle();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Medians of `TRIES` answers for addresses with and without an account, and of their pairs' differences. */
async function medians(pathname: string): Promise<Record<Kind | 'difference', number>> {
  const accounts: string[] = [];
  for (let i = 0; i < TRIES + WARM_UP; i++) accounts.push((await createAccount(t)).user.email);
  answerTimes();
  const kinds: Kind[] = [];
  for (let i = 0; i < TRIES + WARM_UP; i++) {
    const order: Kind[] = i % 2 ? ['known', 'unknown'] : ['unknown', 'known'];
    for (const kind of order) {
      await ask(pathname, kind === 'known' ? accounts[i]! : `nobody-${randomUUID()}@example.com`);
      kinds.push(kind);
    }
  }
  const times = answerTimes();
  expect(times).toHaveLength(kinds.length);
  const of = (kind: Kind) =>
    times.filter((_, index) => index >= 2 * WARM_UP && kinds[index] === kind);
  const known = of('known');
  const unknown = of('unknown');
  return {
    known: median(known),
    unknown: median(unknown),
    difference: median(known.map((time, pair) => time - unknown[pair]!)),
  };
}

describe('answers take as long for an address with an account as for one without', () => {
  it.each(['/api/auth/forgot-password', '/api/auth/send-otp'])(
    '%s',
    async (pathname) => {
      for (let round = 1; ; round++) {
        const { known, unknown, difference } = await medians(pathname);
        const gap = Math.abs(difference);
        if (gap < ALLOWED_GAP_MS || round === ROUNDS) {
          const shown = `known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms, median difference ${difference.toFixed(2)} ms`;
          expect(gap, shown).toBeLessThan(ALLOWED_GAP_MS);
          return;
        }
      }
    },
    300_000,
  );
});
