import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../db/schema/index.ts';
import { MAIL_MAX_ATTEMPTS, mailDeliveryJob, retryDelaySeconds } from './mail-delivery.job.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { type Marketplace, marketplace } from '../../test/marketplace.ts';
import { deadSmtpUrl, startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';
import { enqueueMail, type QueueOptions } from './mail-outbox.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('delivery of the mail outbox', () => {
  let t: TestApp | undefined;
  let m: Marketplace;
  let smtp: SmtpPeer | undefined;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = smtp = undefined;
  });

  async function queue(app: TestApp, to: string, options: QueueOptions = { kind: 'contact' }) {
    await app.database.db.transaction((tx) =>
      enqueueMail(tx, { to, subject: `For ${to}`, text: 'Hello' }, options),
    );
  }
  /** Passes run by hand only: the prompt pass a commit that queued mail starts is switched off. */
  async function byHandOnly(app: TestApp) {
    await app.ctx.mailDelivery.stop();
    return app;
  }
  const rowOf = async (app: TestApp, to: string) =>
    (await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)))[0]!;

  it('waits longer after each failed try, gives up after the last, and tells the admins', async () => {
    const dead = await deadSmtpUrl();
    t = await byHandOnly(await buildTestApp({ SMTP_URL: dead.url, RATE_LIMIT_MAX: '1000' }));
    m = marketplace(t);
    await queue(t, 'never@example.com');

    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await mailDeliveryJob.runOnce(t.ctx, now)).toBe(1);
      const row = await rowOf(t, 'never@example.com');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      if (attempt < MAIL_MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 1000);
        // Not due a moment before its time.
        expect(
          await mailDeliveryJob.runOnce(t.ctx, new Date(row.nextAttemptAt.getTime() - 1)),
        ).toBe(0);
        now = row.nextAttemptAt;
      }
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(waits).toEqual(waits.map((_, i) => retryDelaySeconds(i + 1)));
    const failed = await rowOf(t, 'never@example.com');
    expect(failed).toMatchObject({ status: 'failed', text: null, sentAt: null });
    expect(await mailDeliveryJob.runOnce(t.ctx, new Date(now.getTime() + 24 * HOUR_MS))).toBe(0);

    const admin = await m.createPerson({ role: 'admin' });
    const overview = await m.jsonAs(admin, '/api/admin/overview');
    expect(overview.body.stuckMails).toBe(1);
  });

  it('counts a mail still unsent 15 minutes after it was queued as stuck', async () => {
    t = await byHandOnly(await buildTestApp({ RATE_LIMIT_MAX: '1000' }));
    m = marketplace(t);
    await queue(t, 'late@example.com');
    await queue(t, 'fresh@example.com');
    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(eq(mailOutbox.to, 'late@example.com'));
    const admin = await m.createPerson({ role: 'admin' });
    expect((await m.jsonAs(admin, '/api/admin/overview')).body.stuckMails).toBe(1);
    await mailDeliveryJob.runOnce(t.ctx);
    expect((await m.jsonAs(admin, '/api/admin/overview')).body.stuckMails).toBe(0);
  });

  it('sends a mail again whose pass died mid-send, once its claim has run out', async () => {
    smtp = await startSmtpPeer();
    t = await byHandOnly(await buildTestApp({ SMTP_URL: smtp.url }));
    m = marketplace(t);
    await queue(t, 'orphan@example.com');
    // A pass claimed it and then its instance died.
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 5 * 60_000) })
      .where(eq(mailOutbox.to, 'orphan@example.com'));
    expect(await mailDeliveryJob.runOnce(t.ctx)).toBe(0);
    expect(await mailDeliveryJob.runOnce(t.ctx, new Date(Date.now() + 6 * 60_000))).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(t, 'orphan@example.com')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('starts a pass as soon as a transaction that queued mail commits, and none for a rollback', async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ SMTP_URL: smtp.url });
    m = marketplace(t);
    // Queued outside any request, as a webhook's capture or a job queues it.
    await queue(t, 'prompt@example.com');
    await t.ctx.mailDelivery.settle();
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['prompt@example.com']);

    const rolledBack = t.database.db.transaction(async (tx) => {
      await enqueueMail(
        tx,
        { to: 'never@example.com', subject: 'S', text: 'T' },
        { kind: 'contact' },
      );
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    await t.ctx.mailDelivery.settle();
    expect(smtp.received).toHaveLength(1);
    expect(await t.database.db.select().from(mailOutbox)).toHaveLength(1);
  });

  it('sends what the database says is due, even to a pass whose clock reads a little earlier', async () => {
    smtp = await startSmtpPeer();
    t = await byHandOnly(await buildTestApp({ SMTP_URL: smtp.url }));
    m = marketplace(t);
    await queue(t, 'due@example.com');
    // Due a moment ago by the database's clock (microseconds), as a mail queued just now is, while
    // this process's clock (milliseconds, maybe a little apart) still reads a time before that.
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 millisecond'` })
      .where(eq(mailOutbox.to, 'due@example.com'));
    expect(await mailDeliveryJob.runOnce(t.ctx, new Date(Date.now() - 60_000))).toBe(1);
    expect(smtp.received.map((mail) => mail.to[0])).toEqual(['due@example.com']);
  });

  it('queues a mail with a dedupe key once', async () => {
    t = await buildTestApp();
    m = marketplace(t);
    for (let i = 0; i < 2; i++) {
      await queue(t, 'once@example.com', { kind: 'payment_captured', dedupeKey: 'captured:1' });
    }
    expect(
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'once@example.com')),
    ).toHaveLength(1);
  });

  it('never sends one mail twice from passes running together', async () => {
    const peer = await startSmtpPeer();
    smtp = peer;
    t = await byHandOnly(await buildTestApp({ SMTP_URL: peer.url }));
    m = marketplace(t);
    // A second instance on the same database, as two servers share PostgreSQL.
    const other = await byHandOnly(
      await buildTestApp({ SMTP_URL: smtp.url }, { database: t.database }),
    );
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `many${i}@example.com`);
      for (const to of addresses) await queue(t, to);
      const handled = await Promise.all([
        mailDeliveryJob.runOnce(t.ctx),
        mailDeliveryJob.runOnce(other.ctx),
        mailDeliveryJob.runOnce(t.ctx),
      ]);
      // Three passes over the same 30 rows: each mail is taken by exactly one of them.
      expect(handled.reduce((sum, n) => sum + n, 0)).toBe(addresses.length);
      await vi.waitFor(() => expect(peer.received).toHaveLength(addresses.length));
      expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual([...addresses].sort());
    } finally {
      await other.close();
    }
  });
});
