import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { videoCalls } from '../../db/schema/index.ts';
import { closeLiveClients, connectLive } from '../../test/live.ts';
import { useMarketplaceApp } from '../../test/marketplace.ts';
import { createChatCase } from '../../test/chat.ts';
import { shared } from '../../test/shared.ts';
import { activeCase, connectBoth, ring } from '../../test/video-calls.ts';

// The two clocks of a call besides the sweep job: the live channel's heartbeat keeps the people of
// an active call marked present, and the instance that rang ends the ringing at its time.

afterEach(closeLiveClients);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('presence in an active call', () => {
  const t = useMarketplaceApp({ LIVE_HEARTBEAT_SECONDS: '0.2' });

  it('is refreshed by the heartbeat for whoever holds a socket, and only them', async () => {
    const { owner, callId } = await activeCase(t);
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await t.database.db
      .update(videoCalls)
      .set({ initiatorSeenAt: longAgo, participantSeenAt: longAgo })
      .where(eq(videoCalls.id, callId));
    await connectLive(t, owner.cookie);

    const seen = async () => {
      const [row] = await t.database.db
        .select({
          initiator: videoCalls.initiatorSeenAt,
          participant: videoCalls.participantSeenAt,
        })
        .from(videoCalls)
        .where(eq(videoCalls.id, callId));
      return row!;
    };
    let row = await seen();
    for (let tick = 0; tick < 30 && row.participant!.getTime() === longAgo.getTime(); tick++) {
      await pause(100);
      row = await seen();
    }
    expect(row.participant!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The professional has no socket open: still last seen long ago.
    expect(row.initiator).toEqual(longAgo);
  });
});

describe('the end of the ring', () => {
  // Jobs on, but their interval far away: only the first pass after start and the alarm run.
  const t = useMarketplaceApp({
    JOBS_ENABLED: 'true',
    JOB_INTERVAL_SECONDS: '3600',
    VIDEO_CALL_RING_SECONDS: '0.2',
  });
  const chatCase = shared(async () => {
    const readyAt = Date.now();
    const made = await createChatCase(t, 'in_progress');
    // Let the jobs' first pass (2 s after start) go by, so what ends the call can only be the alarm.
    await pause(Math.max(0, readyAt + 2_100 - Date.now()));
    return made;
  });

  it('is reported by the instance that rang, without waiting for the next job pass', async () => {
    const { owner, professional, consultation } = chatCase;
    const { callee, caller } = await connectBoth(t, { owner, professional });
    const { body } = await ring(t, professional, consultation.id);
    await callee.waitFor('video_call_invitation');
    for (const client of [callee, caller]) {
      const ended = await client.waitFor('video_call_ended', { timeoutMs: 3_000 });
      expect(ended.videoCall).toMatchObject({ id: body.videoCall.id, status: 'missed' });
    }
  });
});
