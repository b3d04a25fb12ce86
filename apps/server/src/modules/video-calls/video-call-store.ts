import { and, eq, inArray, or } from 'drizzle-orm';
import { OPEN_VIDEO_CALL_STATUSES } from '@salahkar/domain';
import type { Queryable, Transaction } from '../../db/client.ts';
import { videoCalls, type VideoCall } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/** Rows of calls still ringing or under way (the partial indexes' predicate). */
export const isOpen = inArray(videoCalls.status, [...OPEN_VIDEO_CALL_STATUSES]);

/**
 * A call by id, locked until the caller's transaction ends, or 404. Every verb on a call takes
 * this lock first, so two answers to one call queue and the second sees the first's outcome.
 */
export async function lockCall(tx: Transaction, id: string): Promise<VideoCall> {
  const [row] = await tx.select().from(videoCalls).where(eq(videoCalls.id, id)).for('update');
  if (!row) throw notFound('VIDEO_CALL_NOT_FOUND');
  return row;
}

/** The consultation's ringing or active call, if any (video_calls_one_open_per_consultation_idx). */
export async function findOpenCall(
  db: Queryable,
  consultationId: string,
): Promise<VideoCall | undefined> {
  const [row] = await db
    .select()
    .from(videoCalls)
    .where(and(eq(videoCalls.consultationId, consultationId), isOpen));
  return row;
}

/** Whether the person is one of the two people of a call still ringing or under way. */
export async function isInOpenCall(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: videoCalls.id })
    .from(videoCalls)
    .where(
      and(isOpen, or(eq(videoCalls.initiatorId, userId), eq(videoCalls.participantId, userId))),
    )
    .limit(1);
  return row !== undefined;
}
