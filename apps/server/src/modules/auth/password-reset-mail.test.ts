import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { mailDeliveryJob } from '../mail/mail-delivery.job.ts';
import { createAccount } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { resetTokenIn } from '../../test/received-mail.ts';
import { deadSmtpUrl, startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';

const LINK_SENT =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';
const NEW_PASSWORD = 'monsoon-over-the-western-ghats';

// The reset mail goes through the mail outbox: a mail server that is down delays it, and the
// person is told what is true (the link is on its way) rather than losing it.
describe('the reset link while the mail server is down', () => {
  let t: TestApp;
  let smtp: SmtpPeer | undefined;
  afterEach(async () => {
    await t.close();
    await smtp?.close();
    smtp = undefined;
  });

  async function start() {
    const dead = await deadSmtpUrl();
    t = await buildTestApp({ SMTP_URL: dead.url, PUBLIC_URL: 'https://salahkar.example' });
    return dead.port;
  }
  const forgot = (email: string) =>
    t.request('/api/auth/forgot-password', { method: 'POST', json: { email } });
  const queuedTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

  it('is promised as before, and goes out exactly once when the server is back', async () => {
    const port = await start();
    const { user } = await createAccount(t);

    const response = await forgot(user.email);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(LINK_SENT);
    // The prompt pass tried once, and the mail waits with its backoff.
    await t.ctx.mailDelivery.settle();
    const [queued] = await queuedTo(user.email);
    expect(queued).toMatchObject({ kind: 'password_reset', status: 'pending', attempts: 1 });
    expect(queued!.lastError).toMatch(/ECONNREFUSED/);
    expect(queued!.nextAttemptAt.getTime()).toBeGreaterThan(inSeconds(20).getTime());
    expect(queued!.nextAttemptAt.getTime()).toBeLessThan(inSeconds(31).getTime());

    smtp = await startSmtpPeer({ port });
    expect(await mailDeliveryJob.runOnce(t.ctx)).toBe(0);
    expect(smtp.received).toEqual([]);
    expect(await mailDeliveryJob.runOnce(t.ctx, inSeconds(31))).toBe(1);
    expect(await mailDeliveryJob.runOnce(t.ctx, inSeconds(3600))).toBe(0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([[user.email]]);
    const [sent] = await queuedTo(user.email);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: null, html: null });

    const token = resetTokenIn(smtp.received[0]!);
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
  });

  it('sends only the newest link of several asked for meanwhile; each ask counts', async () => {
    const port = await start();
    const { user } = await createAccount(t);
    for (let i = 0; i < 3; i++) {
      expect((await forgot(user.email)).status).toBe(200);
      await t.ctx.mailDelivery.settle();
    }
    const statuses = (await queuedTo(user.email)).map((mail) => mail.status).sort();
    expect(statuses).toEqual(['pending', 'superseded', 'superseded']);
    // The limit counts requests, not accounts or mails, so it says nothing about who is
    // registered (decision 005); the link already on its way is what the person needs.
    expect((await forgot(user.email)).status).toBe(429);

    smtp = await startSmtpPeer({ port });
    await mailDeliveryJob.runOnce(t.ctx, inSeconds(3600));
    expect(smtp.received).toHaveLength(1);
    const oldestFirst = (await queuedTo(user.email)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(oldestFirst.map((mail) => mail.status)).toEqual(['superseded', 'superseded', 'sent']);
    const token = resetTokenIn(smtp.received[0]!);
    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.status).toBe(200);
  });
});
