import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_CALL_RING_MS, videoCallLine } from '@salahkar/domain';
import { notifications, videoCalls } from '../../db/schema/index.ts';
import { listMessages, postAction } from '../../test/chat.ts';
import { activeCase, callVerb, connectBoth, ringingCase } from '../../test/video-calls.ts';
import { closeLiveClients, joinRoom } from '../../test/live.ts';
import { type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { videoCallSweepJob } from './video-call-sweep.job.ts';

const t = useMarketplaceApp();
afterEach(closeLiveClients);

const GRACE_MS = 90_000;

/** Ends whatever earlier tests left open, so each test counts only its own calls. */
async function drain() {
  const farFuture = new Date(Date.now() + 365 * 24 * 3_600_000);
  while ((await videoCallSweepJob.runOnce(t.ctx, farFuture)) > 0);
}

async function callRow(id: string) {
  const [row] = await t.database.db.select().from(videoCalls).where(eq(videoCalls.id, id));
  return row!;
}

async function chatLines(person: Person, consultationId: string) {
  const { body } = await listMessages(t, person, consultationId);
  return body.items.map((item: { message: string }) => item.message);
}

const callNotices = (consultationId: string) =>
  t.database.db
    .select({ userId: notifications.userId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(
      and(
        eq(notifications.consultationId, consultationId),
        eq(notifications.type, 'video_call_missed'),
      ),
    );

/** Both people last seen at `seenAt` (an active call's presence, as the heartbeat keeps it). */
async function lastSeen(
  callId: string,
  initiatorSeenAt: Date,
  participantSeenAt = initiatorSeenAt,
) {
  await t.database.db
    .update(videoCalls)
    .set({ initiatorSeenAt, participantSeenAt })
    .where(eq(videoCalls.id, callId));
}

describe('the video-call-sweep job', () => {
  it('marks a call missed once it has rung its time, and tells both people', async () => {
    await drain();
    const { owner, professional, consultation, callId } = await ringingCase(t);
    const { callee, caller } = await connectBoth(t, { owner, professional });
    await joinRoom(callee, consultation.id);
    const { createdAt } = await callRow(callId);

    // createdAt is read to the millisecond, the database keeps microseconds: 1 ms either side.
    const rangOut = new Date(createdAt.getTime() + VIDEO_CALL_RING_MS + 1);
    expect(await videoCallSweepJob.runOnce(t.ctx, new Date(rangOut.getTime() - 2))).toBe(0);
    expect(await videoCallSweepJob.runOnce(t.ctx, rangOut)).toBe(1);
    expect(await callRow(callId)).toMatchObject({
      status: 'missed',
      endedAt: rangOut,
      endedBy: null,
      startedAt: null,
    });
    expect(await chatLines(owner, consultation.id)).toEqual(['Missed video call']);
    expect(
      (await callNotices(consultation.id)).sort((a, b) => a.body.localeCompare(b.body)),
    ).toEqual([
      {
        userId: owner.user.id,
        title: 'Missed Video Call',
        body: 'Missed video call from Test Person',
      },
      {
        userId: professional.user.id,
        title: 'Missed Video Call',
        body: 'Test Person did not answer your video call',
      },
    ]);

    for (const client of [callee, caller]) {
      expect((await client.waitFor('video_call_ended')).videoCall).toMatchObject({
        id: callId,
        status: 'missed',
        abilities: { join: false, decline: false, end: false },
      });
      expect((await client.waitFor('notification')).data.notification.title).toBe(
        'Missed Video Call',
      );
    }
    expect((await callee.waitFor('message')).data).toMatchObject({
      message: 'Missed video call',
      videoCall: { id: callId, status: 'missed', durationSeconds: null },
    });
    expect(await videoCallSweepJob.runOnce(t.ctx, rangOut)).toBe(0);
  });

  it('drops an active call once both people have been gone for the grace, not before', async () => {
    await drain();
    const { owner, consultation, callId } = await activeCase(t);
    const { startedAt } = await callRow(callId);
    const seen = new Date(startedAt!.getTime() + 60_000);
    await lastSeen(callId, seen);

    expect(await videoCallSweepJob.runOnce(t.ctx, new Date(seen.getTime() + GRACE_MS - 1))).toBe(0);
    const dropped = new Date(seen.getTime() + GRACE_MS);
    expect(await videoCallSweepJob.runOnce(t.ctx, dropped)).toBe(1);
    expect(await callRow(callId)).toMatchObject({
      status: 'ended',
      endedAt: dropped,
      endedBy: null,
    });
    // From the answer to the end: the minute together and the grace.
    expect(await chatLines(owner, consultation.id)).toEqual([videoCallLine('ended', 150)]);
    expect(await callNotices(consultation.id)).toEqual([]);
  });

  it('keeps an active call while one of the two is still seen', async () => {
    await drain();
    const { owner, callId } = await activeCase(t);
    const { startedAt } = await callRow(callId);
    const gone = new Date(startedAt!.getTime());
    const stillHere = new Date(startedAt!.getTime() + 60_000);
    await lastSeen(callId, gone, stillHere);
    expect(await videoCallSweepJob.runOnce(t.ctx, new Date(gone.getTime() + GRACE_MS))).toBe(0);
    expect((await callRow(callId)).status).toBe('active');
    expect(await videoCallSweepJob.runOnce(t.ctx, new Date(stillHere.getTime() + GRACE_MS))).toBe(
      1,
    );
    expect((await callVerb(t, owner, callId, 'end')).body.message).toBe(
      'Cannot end a call that has ended',
    );
  });

  it('ends the calls of a case that was resolved, cancelling one still ringing', async () => {
    await drain();
    const active = await activeCase(t);
    const ringing = await ringingCase(t);
    for (const { professional, consultation } of [active, ringing]) {
      expect((await postAction(t, professional, consultation.id, 'close')).status).toBe(200);
    }
    expect(await videoCallSweepJob.runOnce(t.ctx)).toBe(2);
    expect((await callRow(active.callId)).status).toBe('ended');
    expect(await callRow(ringing.callId)).toMatchObject({ status: 'cancelled', endedBy: null });
    expect(await chatLines(ringing.owner, ringing.consultation.id)).toEqual([
      'Cancelled video call',
    ]);
    expect(await callNotices(ringing.consultation.id)).toEqual([]);
  });

  it('ends each call once when two passes run at the same time', async () => {
    await drain();
    const cases = await Promise.all(Array.from({ length: 5 }, () => ringingCase(t)));
    const later = new Date(Date.now() + VIDEO_CALL_RING_MS + 1_000);
    const [first, second] = await Promise.all([
      videoCallSweepJob.runOnce(t.ctx, later),
      videoCallSweepJob.runOnce(t.ctx, later),
    ]);
    expect(first + second).toBe(5);
    const ids = cases.map((c) => c.callId);
    const rows = await t.database.db.select().from(videoCalls).where(inArray(videoCalls.id, ids));
    expect(rows.map((row) => row.status)).toEqual(Array(5).fill('missed'));
    for (const { owner, consultation } of cases) {
      expect(await chatLines(owner, consultation.id)).toEqual(['Missed video call']);
    }
  });
});
