import { randomBytes } from 'node:crypto';
import { DEMO_PEOPLE } from '../db/seed/demo-people.ts';
import type { ChaosEnvironment } from './environment.ts';
import { slowMailTimings } from './environment.ts';
import { sleep, slowest, statusCounts, timedFetch } from './http.ts';
import { check, duration, skipped, type Check } from './report.ts';

const DRILL = 'slow mail server';
const CODES = 4;
/** A code request answers without waiting on the mail server. */
const ANSWER_LIMIT_MS = 1_000;

/**
 * The second instance's mail server answers every reply late and takes each message longer than
 * the send deadline to acknowledge (it has queued it already). Sign-up codes and password resets
 * answer at once; every mail arrives exactly once (a send that timed out after DATA counts as
 * sent); the code that arrives works.
 */
export async function slowMailDrill(env: ChaosEnvironment): Promise<Check[]> {
  const second = env.second;
  const slow = env.slowSmtp;
  if (!second || !slow) return [skipped(DRILL, 'needs PostgreSQL (a second instance)')];
  const timings = slowMailTimings(env.quick);
  const run = randomBytes(3).toString('hex');
  const codeEmails = Array.from({ length: CODES }, (_, i) => `slow-${run}-${i}@example.com`);
  const resetEmails = [DEMO_PEOPLE.amit.email, DEMO_PEOPLE.priya.email];
  const post = (pathname: string, email: string) =>
    timedFetch(`${second.url}${pathname}`, { method: 'POST', json: { email } });
  // Earlier drills mailed the demo people too: only this drill's mails count.
  const [slowBefore, fastBefore] = [slow.received.length, env.smtp.received.length];
  const answers = await Promise.all([
    ...codeEmails.map((email) => post('/api/auth/send-otp', email)),
    ...resetEmails.map((email) => post('/api/auth/forgot-password', email)),
  ]);

  const everyone = [...codeEmails, ...resetEmails];
  const allMail = () => [
    ...slow.received.slice(slowBefore),
    ...env.smtp.received.slice(fastBefore),
  ];
  const mailsTo = (email: string) => allMail().filter((mail) => mail.to.includes(email));
  const conversationMs = 7 * timings.replyDelayMs + timings.acceptDelayMs;
  const sentAt = performance.now();
  while (
    everyone.some((email) => mailsTo(email).length === 0) &&
    performance.now() - sentAt < conversationMs * 3
  ) {
    await sleep(250);
  }
  const arrivedIn = performance.now() - sentAt;
  // Long enough for a wrongly repeated send to arrive too.
  await sleep(conversationMs + 4_000);

  const statuses = await Promise.all(
    codeEmails.map(async (email) => {
      const answer = await timedFetch(
        `${second.url}/api/auth/otp-status?email=${encodeURIComponent(email)}`,
      );
      return (JSON.parse(answer.body || '{}') as { status?: string }).status;
    }),
  );
  let working = 0;
  for (const email of codeEmails) {
    const code = codeIn(mailsTo(email)[0]?.raw ?? '');
    if (!code) continue;
    const verified = await timedFetch(`${second.url}/api/auth/verify-otp`, {
      method: 'POST',
      json: { email, otp: code },
    });
    if (verified.status === 200) working += 1;
  }
  const copies = everyone.map((email) => mailsTo(email).length);
  return [
    check(
      DRILL,
      `code and reset requests answered under ${duration(ANSWER_LIMIT_MS)}`,
      answers.every((o) => o.status === 200) && slowest(answers) < ANSWER_LIMIT_MS,
      `${statusCounts(answers)}, slowest ${duration(slowest(answers))} (mail replies ${duration(timings.replyDelayMs)} apart, acceptance after ${duration(timings.acceptDelayMs)}, deadline ${timings.timeoutSeconds} s)`,
    ),
    check(
      DRILL,
      'every mail arrived exactly once',
      copies.every((count) => count === 1),
      `copies per address ${copies.join(' ')}; first arrivals within ${duration(arrivedIn)}`,
    ),
    check(
      DRILL,
      'codes recorded as sent, and the code received works',
      statuses.every((status) => status === 'sent') && working === CODES,
      `status ${statuses.join(' ')}; ${working}/${CODES} codes verified`,
    ),
  ];
}

/**
 * The six-digit code in a mail's text, or null. A run of six digits inside a word is not it: the
 * MIME boundaries are random letters and digits ("f89cb152792c1c77"), and taking a run from one
 * made the drill report a working code as not working.
 */
function codeIn(raw: string): string | null {
  const body = raw.slice(raw.indexOf('\r\n\r\n'));
  const match = /(?<![\w#])(\d{6})(?!\w)/.exec(body.replace(/=\r\n/g, ''));
  return match?.[1] ?? null;
}
