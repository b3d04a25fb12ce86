import { LIVE_CLOSE_CODES } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { videoCalls } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { closeLiveClients } from '../../test/live.ts';
import {
  callAs,
  jsonOf,
  marketplace,
  type Person,
  useMarketplaceApp,
} from '../../test/marketplace.ts';
import { activeCase, connectBoth, ringingCase } from '../../test/video-calls.ts';

// A call does not outlive the access that opened it: suspending either of its two people ends
// it at once, for both (the status, the chat line, and the live "call ended" to each side).

const suspend = (t: TestApp, admin: Person, person: Person) =>
  jsonOf(
    callAs(t, admin, `/api/admin/users/${person.user.id}/suspend`, {
      method: 'PUT',
      json: { reason: 'Abusive language on a call' },
    }),
  );

const statusOf = async (t: TestApp, callId: string) =>
  (await t.database.db.select().from(videoCalls).where(eq(videoCalls.id, callId)))[0]!;

describe('suspending a person in a call', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const admin = m.useAdmin();
  afterEach(closeLiveClients);

  it.each(['professional', 'owner'] as const)(
    'ends an active call at once for both sides when the %s is suspended',
    async (who) => {
      const call = await activeCase(t);
      const { callee, caller } = await connectBoth(t, call);
      const [suspended, other] = who === 'owner' ? [callee, caller] : ([caller, callee] as const);

      expect((await suspend(t, admin, call[who])).status).toBe(200);

      const row = await statusOf(t, call.callId);
      expect(row).toMatchObject({ status: 'ended', endedBy: null });
      expect(row.endedAt).toBeInstanceOf(Date);
      const heard = await other.waitFor('video_call_ended');
      expect(heard).toMatchObject({ callId: call.callId, videoCall: { status: 'ended' } });
      // The suspended side hears the end before its socket closes.
      expect((await suspended.closed).code).toBe(LIVE_CLOSE_CODES.suspended);
      expect(suspended.receivedOf('video_call_ended')).toEqual([
        expect.objectContaining({ callId: call.callId }),
      ]);
      // The other one may ring again later; this call is over, with its line in the chat.
      expect(other.isOpen()).toBe(true);
    },
  );

  it('cancels a call still ringing', async () => {
    const call = await ringingCase(t);
    const { callee } = await connectBoth(t, call);
    expect((await suspend(t, admin, call.professional)).status).toBe(200);
    expect((await statusOf(t, call.callId)).status).toBe('cancelled');
    expect(await callee.waitFor('video_call_ended')).toMatchObject({
      videoCall: { status: 'cancelled' },
    });
  });
});
