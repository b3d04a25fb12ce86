import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { videoCalls } from '../../db/schema/index.ts';

/**
 * Marks the people of active calls who hold a live socket on this instance as seen now, run with
 * the live channel's heartbeat: one statement for every person here. A call both people have
 * left without hanging up (a closed laptop, a lost network) stops being seen, and the
 * video-call-sweep job ends it once VIDEO_CALL_PRESENCE_GRACE_SECONDS have passed for both.
 */
export async function markCallPresence(db: Queryable, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  // One array parameter, however many people this instance holds.
  const here = sql`any(${sql.param([...userIds])}::uuid[])`;
  await db
    .update(videoCalls)
    .set({
      initiatorSeenAt: sql`case when ${videoCalls.initiatorId} = ${here} then now() else ${videoCalls.initiatorSeenAt} end`,
      participantSeenAt: sql`case when ${videoCalls.participantId} = ${here} then now() else ${videoCalls.participantSeenAt} end`,
    })
    .where(
      and(
        eq(videoCalls.status, 'active'),
        or(sql`${videoCalls.initiatorId} = ${here}`, sql`${videoCalls.participantId} = ${here}`),
      ),
    );
}
