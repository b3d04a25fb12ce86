import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { mailDeliveryJob } from './mail-delivery.job.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { startSlowSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';
import { enqueueMail } from './mail-outbox.ts';

const HOUR_MS = 60 * 60 * 1000;

// Issue 31: a mail server slower than the deadline doubled mails. The timeout is set low here so
// the conversation takes seconds, not minutes; the waits are in proportion to it.
describe('delivery to a mail server slower than the deadline', () => {
  let t: TestApp | undefined;
  let smtp: SmtpPeer | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = smtp = undefined;
  });

  async function queueOne(app: TestApp, to: string) {
    await app.database.db.transaction((tx) =>
      enqueueMail(tx, { to, subject: `For ${to}`, text: 'Hello' }, { kind: 'contact' }),
    );
    return (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;
  }
  async function appSendingTo(peer: SmtpPeer) {
    const app = await buildTestApp({ SMTP_URL: peer.url, SMTP_TIMEOUT_SECONDS: '0.5' });
    // Passes run by hand only, so each try is counted here.
    await app.ctx.mailDelivery.stop();
    return app;
  }
  const messageIdsOf = (peer: SmtpPeer) =>
    peer.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim());

  it('counts a mail the server took but answered too late for as sent, and never sends it again', async () => {
    // Each reply after 0.25 s; the answer to the message itself after 1.5 s, past the 0.5 s timeout.
    smtp = await startSlowSmtpPeer({ replyDelayMs: 250, acceptDelayMs: 1500 });
    t = await appSendingTo(smtp);
    const queued = await queueOne(t, 'slow@example.com');

    expect(await mailDeliveryJob.runOnce(t.ctx)).toBe(1);
    const row = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id))
    )[0]!;
    expect(row).toMatchObject({ status: 'sent', attempts: 1, text: null });
    // Later passes (as the retry would have been) find nothing to send.
    expect(await mailDeliveryJob.runOnce(t.ctx, new Date(Date.now() + HOUR_MS))).toBe(0);
    expect(smtp.received.map((mail) => mail.to)).toEqual([['slow@example.com']]);
    expect(messageIdsOf(smtp)).toEqual([`<mail-${queued.id}@salahkar.in>`]);
  });

  it('delivers through a server answering every reply just in time, however long the whole conversation', async () => {
    // Seven replies at 0.4 s each: every one within the 0.5 s timeout, 2.8 s in all.
    smtp = await startSlowSmtpPeer({ replyDelayMs: 400 });
    t = await appSendingTo(smtp);
    const queued = await queueOne(t, 'patient@example.com');

    expect(await mailDeliveryJob.runOnce(t.ctx)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const row = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued.id))
    )[0]!;
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
