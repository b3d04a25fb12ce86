import { and, eq } from 'drizzle-orm';
import type { VideoCallStatus, VideoCallView } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultations, videoCalls } from '../../db/schema/index.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { callRelationOf } from '../../policies/video-call-policy.ts';
import { assertCanReadChat } from '../chat/chat-rules.ts';
import { endVideoCall } from './video-calls.service.ts';
import { isOpen } from './video-call-store.ts';

// The live channel's side of a call: which call a frame about a consultation is for, and whether
// its sender may speak in it. The media's negotiation is the two people's business only.

/** The open call a frame is about, and the other person of it (null once their account is gone). */
export interface CallInFrame {
  callId: string;
  status: VideoCallStatus;
  otherId: string | null;
}

/**
 * The consultation's open call, for a frame from `viewer`: one query for the case and its open
 * call (video_calls_one_open_per_consultation_idx). Refused, in this order: someone who may not
 * read the case's chat (404, 403), someone who is not one of the call's two people (admins
 * watching, 403), no call ringing or under way (409), a frame naming another call (409).
 */
export async function callInFrame(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  callId: string | undefined,
): Promise<CallInFrame> {
  const [row] = await ctx.db
    .select({
      consultation: {
        userId: consultations.userId,
        assignedTo: consultations.assignedTo,
        category: consultations.category,
        status: consultations.status,
      },
      call: {
        id: videoCalls.id,
        status: videoCalls.status,
        initiatorId: videoCalls.initiatorId,
        participantId: videoCalls.participantId,
      },
    })
    .from(consultations)
    .leftJoin(videoCalls, and(eq(videoCalls.consultationId, consultations.id), isOpen))
    .where(eq(consultations.id, consultationId));
  if (!row) throw notFound('CONSULTATION_NOT_FOUND');
  const { consultation, call } = row;
  assertCanReadChat(viewer, { ...consultation, files: [] });
  // Without an open call, the people its next one would be between: admins are in none.
  const people = call ?? {
    initiatorId: consultation.assignedTo,
    participantId: consultation.userId,
  };
  const relation = callRelationOf(viewer, people);
  if (relation !== 'initiator' && relation !== 'participant') throw forbidden('NOT_IN_CALL');
  if (!call) throw new AppError('NO_ACTIVE_CALL');
  if (callId !== undefined && callId !== call.id) throw new AppError('CALL_OVER');
  return {
    callId: call.id,
    status: call.status,
    otherId: relation === 'initiator' ? call.participantId : call.initiatorId,
  };
}

/** The `video_call_ended` frame: Hang Up on the consultation's open call, as over HTTP. */
export async function hangUpOverChannel(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  callId: string | undefined,
): Promise<VideoCallView> {
  const open = await callInFrame(ctx, viewer, consultationId, callId);
  return endVideoCall(ctx, viewer, open.callId, 'end');
}
