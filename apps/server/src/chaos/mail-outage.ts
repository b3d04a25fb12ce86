import { randomBytes } from 'node:crypto';
import { DEMO_PEOPLE } from '../db/seed/demo-people.ts';
import type { ChaosEnvironment } from './environment.ts';
import { sleep, slowest, statusCounts, timedFetch } from './http.ts';
import { check, duration, type Check } from './report.ts';

const FROZEN = 'SMTP frozen';
const DEAD = 'SMTP dead';
const OTP_REQUESTS = 10;
const HEALTH_POLLS = 10;
/** A mail server that hangs must not slow anything else down; a health check is the canary. */
const HEALTH_LIMIT_MS = 500;
const DOWN_MS = 3_000;
const ARRIVAL_LIMIT_MS = 60_000;

/**
 * The mail server hanging (connections accepted, nothing answered) while sign-up codes are asked
 * for: nothing else may slow down, and each request must get an answer (a code that cannot be
 * sent may be a 503 to retry, never a hang or a 500). Then the mail server gone (refused) while
 * password resets are asked for: they answer as usual, and the mails arrive once it is back.
 */
export async function mailOutageDrills(env: ChaosEnvironment): Promise<Check[]> {
  const { url } = env.server;
  const run = randomBytes(3).toString('hex');
  const post = (pathname: string, email: string) =>
    timedFetch(`${url}${pathname}`, { method: 'POST', json: { email } });

  env.smtpProxy.freeze();
  const otpEmails = Array.from({ length: OTP_REQUESTS }, (_, i) => `chaos-${run}-${i}@example.com`);
  const otpAnswers = Promise.all(otpEmails.map((email) => post('/api/auth/send-otp', email)));
  await sleep(100);
  const health = [];
  for (let poll = 0; poll < HEALTH_POLLS; poll += 1) {
    health.push(await timedFetch(`${url}/api/health`));
    await sleep(100);
  }
  const otp = await otpAnswers;
  await env.smtpProxy.restore();

  await env.smtpProxy.cut();
  const resetEmails = [DEMO_PEOPLE.amit.email, DEMO_PEOPLE.priya.email, DEMO_PEOPLE.karan.email];
  const resets = await Promise.all(
    resetEmails.map((email) => post('/api/auth/forgot-password', email)),
  );
  await sleep(DOWN_MS);
  await env.smtpProxy.restore();
  const restoredAt = performance.now();
  const arrived = () =>
    resetEmails.filter((email) => env.smtp.received.some((mail) => mail.to.includes(email))).length;
  while (arrived() < resetEmails.length && performance.now() - restoredAt < ARRIVAL_LIMIT_MS) {
    await sleep(250);
  }
  const waited = performance.now() - restoredAt;

  return [
    check(
      FROZEN,
      `/api/health under ${HEALTH_LIMIT_MS} ms`,
      health.every((o) => o.status === 200) && slowest(health) < HEALTH_LIMIT_MS,
      `slowest ${duration(slowest(health))} of ${HEALTH_POLLS} polls (${statusCounts(health)})`,
    ),
    check(
      FROZEN,
      'send-otp answered, none hung or 500',
      otp.every((o) => o.status === 200 || o.status === 503),
      `${statusCounts(otp)}, slowest ${duration(slowest(otp))}`,
    ),
    check(
      DEAD,
      'password resets answered',
      resets.every((o) => o.status === 200),
      `${statusCounts(resets)}, slowest ${duration(slowest(resets))}`,
    ),
    check(
      DEAD,
      'reset mails arrive after it returns',
      arrived() === resetEmails.length,
      `${arrived()}/${resetEmails.length} ${duration(waited)} after it returned (down ${duration(DOWN_MS)})`,
    ),
  ];
}
