import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { reachOutbox, type QueuedReach } from '../../db/schema/index.ts';
import { REACH_MAX_ATTEMPTS, reachDeliveryJob } from './reach-delivery.job.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { enqueueReach, ReachGone, type NewReachRow } from './reach-outbox.ts';

// The delivery pass of the reach outbox, with the SMS channel's sender replaced by a recorder:
// the senders themselves are tested against their services' peers (push, SMS, WhatsApp tests).

describe('delivery of the reach outbox', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const sms = (phone: string, extra: Partial<NewReachRow> = {}): NewReachRow => ({
    channel: 'sms',
    kind: 'phone_code',
    phone,
    payload: { text: `Code for ${phone}` },
    ...extra,
  });
  async function queue(app: TestApp, rows: NewReachRow[]) {
    await app.database.db.transaction((tx) => enqueueReach(tx, rows));
  }
  /** Passes run by hand only: the prompt pass a commit starts is switched off. */
  async function byHand(sender: (row: QueuedReach) => Promise<void>) {
    const app = await buildTestApp({});
    await app.ctx.reachDelivery.stop();
    app.ctx.reachSenders.sms = sender;
    return app;
  }
  const rowOf = async (app: TestApp, phone: string) =>
    (await app.database.db.select().from(reachOutbox).where(eq(reachOutbox.phone, phone)))[0]!;

  it('sends each due row once, clears its payload, and never sends it again', async () => {
    const sent: string[] = [];
    t = await byHand(async (row) => {
      sent.push(row.phone!);
    });
    await queue(t, [sms('+919800000001'), sms('+919800000002')]);
    expect(await reachDeliveryJob.runOnce(t.ctx)).toBe(2);
    expect(await reachDeliveryJob.runOnce(t.ctx)).toBe(0);
    expect(sent.sort()).toEqual(['+919800000001', '+919800000002']);
    expect(await rowOf(t, '+919800000001')).toMatchObject({ status: 'sent', payload: null });
  });

  it('forgets the rows done with once they are over a week old, and keeps the newer ones', async () => {
    t = await byHand(async () => {});
    await queue(t, [sms('+919800000031'), sms('+919800000032')]);
    expect(await reachDeliveryJob.runOnce(t.ctx)).toBe(2);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.database.db
      .update(reachOutbox)
      .set({ createdAt: eightDaysAgo })
      .where(eq(reachOutbox.phone, '+919800000031'));
    expect(await reachDeliveryJob.runOnce(t.ctx)).toBe(0);
    const left = await t.database.db.select({ phone: reachOutbox.phone }).from(reachOutbox);
    expect(left).toEqual([{ phone: '+919800000032' }]);
  });

  it('queues a row once per dedupe key', async () => {
    t = await byHand(async () => {});
    await queue(t, [sms('+919800000003', { dedupeKey: 'k1' })]);
    await queue(t, [sms('+919800000004', { dedupeKey: 'k1' })]);
    expect(await reachDeliveryJob.runOnce(t.ctx)).toBe(1);
  });

  it('retries with backoff, gives up after the last try, and at once when the row is gone', async () => {
    t = await byHand(async (row) => {
      if (row.phone === '+919800000006') throw new ReachGone('number rejected');
      throw new Error('provider down');
    });
    await queue(t, [sms('+919800000005')]);
    let now = new Date();
    for (let attempt = 1; attempt <= REACH_MAX_ATTEMPTS; attempt++) {
      expect(await reachDeliveryJob.runOnce(t.ctx, now)).toBe(1);
      const row = await rowOf(t, '+919800000005');
      expect(row.attempts).toBe(attempt);
      if (attempt < REACH_MAX_ATTEMPTS) {
        expect(row).toMatchObject({ status: 'pending', lastError: 'provider down' });
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
        now = row.nextAttemptAt;
      }
    }
    expect(await rowOf(t, '+919800000005')).toMatchObject({ status: 'failed', payload: null });

    await queue(t, [sms('+919800000006')]);
    expect(await reachDeliveryJob.runOnce(t.ctx, now)).toBe(1);
    expect(await rowOf(t, '+919800000006')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('drops a row that expired before it could leave, and waits for one not yet due', async () => {
    const sent: string[] = [];
    t = await byHand(async (row) => {
      sent.push(row.phone!);
    });
    const now = new Date();
    await queue(t, [
      sms('+919800000007', { expiresAt: new Date(now.getTime() - 1000) }),
      sms('+919800000008', { notBefore: new Date(now.getTime() + 60 * 60 * 1000) }),
    ]);
    expect(await reachDeliveryJob.runOnce(t.ctx, now)).toBe(0);
    expect(sent).toEqual([]);
    expect(await rowOf(t, '+919800000007')).toMatchObject({ status: 'superseded', payload: null });
    expect(await reachDeliveryJob.runOnce(t.ctx, new Date(now.getTime() + 61 * 60 * 1000))).toBe(1);
    expect(sent).toEqual(['+919800000008']);
  });

  it('starts a pass right after the commit that queued a row', async () => {
    const sent: string[] = [];
    t = await buildTestApp({});
    t.ctx.reachSenders.sms = async (row) => {
      sent.push(row.phone!);
    };
    await queue(t, [sms('+919800000009')]);
    await t.ctx.reachDelivery.settle();
    expect(sent).toEqual(['+919800000009']);
  });
});
