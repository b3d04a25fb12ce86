import type { ServerMessage, VideoCallView } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Consultation } from '../../db/schema/index.ts';
import { messagePush } from '../chat/chat-lines.ts';
import { pushNotifications } from '../notifications/notify.ts';
import type { EndedCall } from './call-endings.ts';
import { presentCall, ringMsOf, type CallRecord } from './video-call-presenter.ts';

// What a call's changes tell the live channel, after commit. A call's pushes go to its two
// people's own sockets (every tab and device), never to the consultation's room: admins watching
// the room read the call's chat line, not the call itself.

/** To every socket of the user rung: the professional is calling. */
export async function pushInvitation(
  ctx: AppContext,
  record: CallRecord,
  consultation: Pick<Consultation, 'id' | 'title'>,
): Promise<void> {
  const { call } = record;
  if (!call.participantId || !call.initiatorId) return;
  const view = presentCall(record, 'participant', ringMsOf(ctx.config));
  await ctx.live.toUser(call.participantId, {
    type: 'video_call_invitation',
    data: {
      from: call.initiatorId,
      fromName: record.initiatorName,
      message: call.message,
      consultationId: consultation.id,
      consultationTitle: consultation.title,
      callId: call.id,
      ringsUntil: view.ringsUntil,
    },
  });
}

/** To both people: the user answered (the professional's dialog connects, other tabs stop ringing). */
export function pushJoined(ctx: AppContext, record: CallRecord): Promise<void> {
  return toBothPeople(ctx, record, (videoCall) => ({
    type: 'video_call_joined',
    data: { consultationId: videoCall.consultationId, callId: videoCall.id, videoCall },
  }));
}

/**
 * After an end has committed: its chat line to the consultation's room (as any message), the end
 * to both people, then the bell entries it wrote.
 */
export async function announceCallEnded(ctx: AppContext, ended: EndedCall): Promise<void> {
  await ctx.live.toRoom(ended.line.consultationId, await messagePush(ctx.db, ended.line));
  await toBothPeople(ctx, ended.record, (videoCall) => ({
    type: 'video_call_ended',
    consultationId: videoCall.consultationId,
    callId: videoCall.id,
    videoCall,
  }));
  await pushNotifications(ctx, ended.notices);
}

/** Each of the call's two people gets the call as they read it: their own abilities. */
async function toBothPeople(
  ctx: AppContext,
  record: CallRecord,
  message: (view: VideoCallView) => ServerMessage,
): Promise<void> {
  const ringMs = ringMsOf(ctx.config);
  const people = [
    [record.call.initiatorId, 'initiator'],
    [record.call.participantId, 'participant'],
  ] as const;
  await Promise.all(
    people.map(([userId, relation]) =>
      userId ? ctx.live.toUser(userId, message(presentCall(record, relation, ringMs))) : undefined,
    ),
  );
}
