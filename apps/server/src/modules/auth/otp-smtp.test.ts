import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOtps, mailOutbox } from '../../db/schema/index.ts';
import { mailDeliveryJob } from '../mail/mail-delivery.job.ts';
import { createAccount, registrationForm } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import {
  deadSmtpUrl,
  startFrozenSmtpPeer,
  startSlowSmtpPeer,
  startSmtpPeer,
  subjectsOf,
  type SmtpPeer,
} from '../../test/smtp-peer.ts';
import { useSmtpApp } from '../../test/smtp-app.ts';

const HOUR_MS = 60 * 60 * 1000;

const sendCode = (t: TestApp, email: string) =>
  t.request('/api/auth/send-otp', { method: 'POST', json: { email } });
const statusOf = async (t: TestApp, email: string) =>
  (await (await t.request(`/api/auth/otp-status?email=${encodeURIComponent(email)}`)).json())
    .status;
const codeIn = (peer: SmtpPeer, index = 0) =>
  /Subject: Your Salahkar verification code: (\d{6})/.exec(peer.received[index]!.raw)?.[1];
const register = (t: TestApp, email: string, otp: string | undefined) =>
  t.request('/api/auth/register-with-otp', {
    method: 'POST',
    json: registrationForm(email, otp),
  });
/** How long a request took to be answered, and its status. */
async function timed(response: Promise<Response>) {
  const started = performance.now();
  const { status } = await response;
  return { status, ms: performance.now() - started };
}

describe('the verification code through a real SMTP server', () => {
  const { smtp, t } = useSmtpApp();

  it('arrives at the SMTP peer from the outbox, and registers the account with it', async () => {
    const email = 'smtp-applicant@example.com';
    expect((await sendCode(t, email)).status).toBe(200);
    await t.ctx.mailDelivery.settle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([email]);
    expect(codeIn(smtp)).toMatch(/^\d{6}$/);
    expect(await statusOf(t, email)).toBe('sent');

    expect((await register(t, email, codeIn(smtp))).status).toBe(200);
    // The welcome mail leaves from the outbox right after the answer.
    await t.ctx.mailDelivery.settle();
    expect(subjectsOf(smtp)).toContain('Welcome to Salahkar');
  });

  it('tells the status of the latest code alike for an address with and without an account', async () => {
    const { user } = await createAccount(t);
    const stranger = 'status-stranger@example.com';
    expect(await statusOf(t, user.email)).toBe('none');
    expect(await statusOf(t, stranger)).toBe('none');
    expect((await sendCode(t, user.email)).status).toBe(200);
    expect((await sendCode(t, stranger)).status).toBe(200);
    await t.ctx.mailDelivery.settle();
    expect(await statusOf(t, user.email)).toBe('sent');
    expect(await statusOf(t, stranger)).toBe('sent');
  });
});

// Issue 31: the request held the whole mail conversation (10 s with a hung server, 30 s with a
// slow one), and a code whose mail was slow was deleted though the mail then arrived.
describe('the verification code with a mail server that hangs or is slow', () => {
  it('answers at once with a hung server, and the API answers meanwhile', async () => {
    const frozen = await startFrozenSmtpPeer();
    const t = await buildTestApp({ SMTP_URL: frozen.url, SMTP_TIMEOUT_SECONDS: '5' });
    try {
      const email = 'wait@example.com';
      const answer = await timed(sendCode(t, email));
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1000);
      // The delivery pass is stuck at the greeting that never comes; nothing else waits on it.
      await frozen.connected;
      expect((await t.request('/api/urgency-pricing')).status).toBe(200);
      expect(await statusOf(t, email)).toBe('pending');
    } finally {
      await frozen.close();
      await t.close();
    }
  });

  it('answers at once with a server slower than its timeout, and the code that arrives, once, works', async () => {
    // Each reply after 0.25 s; the answer to the message after 1.5 s, past the 0.5 s timeout.
    const slow = await startSlowSmtpPeer({ replyDelayMs: 250, acceptDelayMs: 1500 });
    const t = await buildTestApp({ SMTP_URL: slow.url, SMTP_TIMEOUT_SECONDS: '0.5' });
    try {
      const email = 'slow-code@example.com';
      const answer = await timed(sendCode(t, email));
      expect(answer.status).toBe(200);
      expect(answer.ms).toBeLessThan(1000);
      await t.ctx.mailDelivery.settle();
      expect(await mailDeliveryJob.runOnce(t.ctx, new Date(Date.now() + HOUR_MS))).toBe(0);
      expect(slow.received).toHaveLength(1);
      expect(await statusOf(t, email)).toBe('sent');
      expect((await register(t, email, codeIn(slow))).status).toBe(200);
    } finally {
      await t.close();
      await slow.close();
    }
  });
});

describe('the verification code when the mail server is down', () => {
  it('answers at once, says the mail could not be sent, and the code goes and works once it is back', async () => {
    const dead = await deadSmtpUrl();
    const t = await buildTestApp({ SMTP_URL: dead.url });
    let smtp: SmtpPeer | undefined;
    try {
      const email = 'patient@example.com';
      expect((await sendCode(t, email)).status).toBe(200);
      await t.ctx.mailDelivery.settle();
      // The page tells the person to try again; the code is kept meanwhile.
      expect(await statusOf(t, email)).toBe('failed');
      expect(
        await t.database.db.select().from(emailOtps).where(eq(emailOtps.email, email)),
      ).toHaveLength(1);

      smtp = await startSmtpPeer({ port: dead.port });
      expect(await mailDeliveryJob.runOnce(t.ctx, new Date(Date.now() + HOUR_MS))).toBe(1);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[email]]);
      expect(await statusOf(t, email)).toBe('sent');
      expect((await register(t, email, codeIn(smtp))).status).toBe(200);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });

  it("drops an earlier code's unsent mail when a new code is asked for", async () => {
    const dead = await deadSmtpUrl();
    const t = await buildTestApp({ SMTP_URL: dead.url });
    try {
      const email = 'again@example.com';
      await t.ctx.mailDelivery.stop();
      expect((await sendCode(t, email)).status).toBe(200);
      // Past the resend cooldown.
      await t.database.db
        .update(emailOtps)
        .set({ lastSentAt: new Date(Date.now() - HOUR_MS) })
        .where(eq(emailOtps.email, email));
      expect((await sendCode(t, email)).status).toBe(200);
      const mails = await t.database.db
        .select({ status: mailOutbox.status })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(mailOutbox.createdAt);
      expect(mails.map((mail) => mail.status)).toEqual(['superseded', 'pending']);
    } finally {
      await t.close();
    }
  });
});
