import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';

// How long an answer takes must not tell whether an address has an account: forgot-password and
// send-otp do the same work either way (a mail rendered, the same writes, the mail's hand-over),
// so their medians over 50 tries each stay within 1 ms. Tries alternate, which goes first
// alternates too, and each waits for the previous one's mail to be delivered, so neither kind
// pays for the other's background work. Up to three rounds, the first within 1 ms passing: load
// from elsewhere on the machine moves one round's medians, a difference in work moves them all.

const TRIES = 50;
const WARM_UP = 5;
const ALLOWED_GAP_MS = 1;
const ROUNDS = 3;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    RESET_MAX_PER_IP: '100000',
    OTP_MAX_PER_IP: '100000',
    RATE_LIMIT_MAX: '100000',
  });
});
beforeAll(() => {
  client = spawn(process.execPath, ['-e', CLIENT]);
  answers = createInterface({ input: client.stdout })[Symbol.asyncIterator]();
});
afterAll(async () => {
  client?.kill();
  await t.close();
});

/**
 * The asker is a process of its own, as an attacker's client would be: in this one, its clock
 * would also count whatever the server does after answering (the mail's delivery), which shares
 * the event loop with it. It times the answer's arrival (its status line and headers).
 */
const CLIENT = `
const readline = require('node:readline');
readline.createInterface({ input: process.stdin }).on('line', async (line) => {
  const { url, email } = JSON.parse(line);
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const took = performance.now() - started;
  await response.arrayBuffer();
  process.stdout.write(JSON.stringify({ status: response.status, took }) + '\\n');
});`;

let client: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;

async function timed(pathname: string, email: string): Promise<number> {
  client.stdin.write(`${JSON.stringify({ url: `${t.url}${pathname}`, email })}\n`);
  const { value } = await answers.next();
  const { status, took } = JSON.parse(String(value)) as { status: number; took: number };
  expect(status, `${pathname} ${email}`).toBe(200);
  // The mail (or notice) of this try leaves before the next try starts.
  await t.ctx.mailDelivery.settle();
  return took;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Medians of `TRIES` answers for addresses with and without an account, interleaved. */
async function medians(pathname: string): Promise<{ known: number; unknown: number }> {
  const accounts: string[] = [];
  for (let i = 0; i < TRIES + WARM_UP; i++) accounts.push((await createAccount(t)).user.email);
  const stranger = () => `nobody-${randomUUID()}@example.com`;
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < TRIES + WARM_UP; i++) {
    const pair = async (first: 'known' | 'unknown') => {
      const times = { known: 0, unknown: 0 };
      for (const kind of first === 'known' ? ['known', 'unknown'] : ['unknown', 'known']) {
        times[kind as 'known'] = await timed(
          pathname,
          kind === 'known' ? accounts[i]! : stranger(),
        );
      }
      return times;
    };
    const times = await pair(i % 2 ? 'known' : 'unknown');
    if (i < WARM_UP) continue;
    known.push(times.known);
    unknown.push(times.unknown);
  }
  return { known: median(known), unknown: median(unknown) };
}

describe('answers take as long for an address with an account as for one without', () => {
  it.each(['/api/auth/forgot-password', '/api/auth/send-otp'])(
    '%s',
    async (pathname) => {
      // A machine busy with other work can push one round's medians apart; a real difference
      // in work shows in every round.
      for (let round = 1; ; round++) {
        const { known, unknown } = await medians(pathname);
        const gap = Math.abs(known - unknown);
        if (gap < ALLOWED_GAP_MS || round === ROUNDS) {
          const shown = `known ${known.toFixed(2)} ms, unknown ${unknown.toFixed(2)} ms`;
          expect(gap, shown).toBeLessThan(ALLOWED_GAP_MS);
          return;
        }
      }
    },
    300_000,
  );
});
