import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { callDurationSeconds, displayNameOf, type VideoCallView } from '@salahkar/domain';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { users, videoCalls, type VideoCall } from '../../db/schema/index.ts';
import { callAbilitiesOf, type CallRelation } from '../../policies/video-call-policy.ts';
import { FORMER_MEMBER } from '../chat/chat-presenter.ts';
import { isOpen } from './video-call-store.ts';

const initiator = alias(users, 'initiator');
const participant = alias(users, 'participant');

/** A call with its two people's names, as read once and presented for each person it goes to. */
export interface CallRecord {
  call: VideoCall;
  initiatorName: string;
  participantName: string;
}

type Name = { firstName: string | null; lastName: string | null };

const nameOf = (person: Name | null) => (person ? displayNameOf(person) : FORMER_MEMBER);

/**
 * Calls with both people's names joined in the same query, open calls first, then newest first
 * (video_calls_consultation_created_idx serves a consultation's calls).
 */
export async function findCallRecords(
  db: Queryable,
  where: SQL,
  limit: number,
): Promise<CallRecord[]> {
  const rows = await db
    .select({
      call: videoCalls,
      initiator: { firstName: initiator.firstName, lastName: initiator.lastName },
      participant: { firstName: participant.firstName, lastName: participant.lastName },
    })
    .from(videoCalls)
    .leftJoin(initiator, eq(initiator.id, videoCalls.initiatorId))
    .leftJoin(participant, eq(participant.id, videoCalls.participantId))
    .where(where)
    .orderBy(desc(isOpen), desc(videoCalls.createdAt), desc(videoCalls.id))
    .limit(limit);
  return rows.map((row) => ({
    call: row.call,
    initiatorName: nameOf(row.initiator),
    participantName: nameOf(row.participant),
  }));
}

/** One call with its names, e.g. the one just written. */
export async function findCallRecord(db: Queryable, id: string): Promise<CallRecord> {
  const [record] = await findCallRecords(db, eq(videoCalls.id, id), 1);
  if (!record) throw new Error(`video call ${id} not found`);
  return record;
}

/** How long a call rings before it is missed (VIDEO_CALL_RING_SECONDS). */
export const ringMsOf = (config: Pick<Config, 'VIDEO_CALL_RING_SECONDS'>) =>
  config.VIDEO_CALL_RING_SECONDS * 1000;

/**
 * The call DTO (videoCallSchema) for a person of the given relation: HTTP answers and pushes
 * alike, so the abilities a push carries are the recipient's own.
 */
export function presentCall(
  { call, initiatorName, participantName }: CallRecord,
  relation: CallRelation,
  ringMs: number,
): VideoCallView {
  return {
    id: call.id,
    consultationId: call.consultationId,
    initiatorId: call.initiatorId,
    initiatorName,
    participantId: call.participantId,
    participantName,
    status: call.status,
    message: call.message,
    createdAt: call.createdAt.toISOString(),
    ringsUntil: new Date(call.createdAt.getTime() + ringMs).toISOString(),
    startedAt: call.startedAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
    endedBy: call.endedBy,
    durationSeconds: callDurationSeconds(call.startedAt, call.endedAt),
    abilities: callAbilitiesOf(relation, call.status),
  };
}
