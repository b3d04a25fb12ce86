import { eq } from 'drizzle-orm';
import { CallTransitionError, type VideoCallView } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { videoCalls } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { conflict } from '../../errors.ts';
import { videoCallSweepJob } from './video-call-sweep.job.ts';
import type { Person } from '../../policies/person.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import { authorizeCallVerb, callRelationOf } from '../../policies/video-call-policy.ts';
import { assertCanReadChat } from '../chat/chat-rules.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import {
  answeredCallReach,
  cancelledCallReach,
  declinedCallReach,
  incomingCallReach,
} from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { endCallIn } from './call-endings.ts';
import { announceCallEnded, pushInvitation, pushJoined } from './video-call-pushes.ts';
import {
  findCallRecord,
  findCallRecords,
  presentCall,
  ringMsOf,
  type CallRecord,
} from './video-call-presenter.ts';
import { findOpenCall, lockCall } from './video-call-store.ts';

/** The alarm comes a moment after the ring's end, so the sweep finds the call due. */
const RING_ALARM_SLACK_MS = 1_000;

/**
 * The assigned professional rings the user of an in-progress or reopened case (404/403/409 from
 * the consultation policy). Under the consultation's lock, at most one call per case is ringing
 * or under way: checked here and held by video_calls_one_open_per_consultation_idx whatever runs
 * at once. After commit every socket of the user rings, and this instance sets an alarm for the
 * ring's end.
 */
export async function startVideoCall(
  ctx: AppContext,
  viewer: Person,
  input: { consultationId: string; message: string },
): Promise<VideoCallView> {
  let started;
  try {
    started = await ctx.db.transaction(async (tx) => {
      const consultation = await loadConsultation(tx, input.consultationId, { forUpdate: true });
      authorize(viewer, 'startVideoCall', consultation);
      if (await findOpenCall(tx, consultation.id)) throw conflict('CALL_ALREADY_OPEN');
      const [call] = await tx
        .insert(videoCalls)
        .values({
          consultationId: consultation.id,
          initiatorId: viewer.id,
          participantId: consultation.userId,
          message: input.message,
        })
        .returning({ id: videoCalls.id });
      const record = await findCallRecord(tx, call!.id);
      // The user's devices ring too, for as long as the call does (the Join button opens it).
      await reachPeople(tx, ctx.config, [
        incomingCallReach(
          consultation,
          { id: call!.id, participantId: consultation.userId },
          record.initiatorName,
          ctx.config.VIDEO_CALL_RING_SECONDS,
        ),
      ]);
      return { consultation, record };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'video_calls_one_open_per_consultation_idx')) {
      throw conflict('CALL_ALREADY_OPEN');
    }
    throw error;
  }
  const { consultation, record } = started;
  await pushInvitation(ctx, record, consultation);
  const ringMs = ringMsOf(ctx.config);
  ctx.alarms.at(
    new Date(record.call.createdAt.getTime() + ringMs + RING_ALARM_SLACK_MS),
    videoCallSweepJob.name,
    () => videoCallSweepJob.runOnce(ctx),
  );
  return presentCall(record, 'initiator', ringMs);
}

/**
 * The user answers: pending → active, the answer's time starting the call's duration and both
 * people counted present. A call whose ring time is up counts as missed even before the sweep has
 * marked it. After commit both people's sockets hear it.
 */
export async function joinVideoCall(
  ctx: AppContext,
  viewer: Person,
  callId: string,
  now: Date = new Date(),
): Promise<VideoCallView> {
  const record = await ctx.db.transaction(async (tx) => {
    const call = await lockCall(tx, callId);
    const { next } = authorizeCallVerb(viewer, call, 'join');
    if (call.createdAt.getTime() + ringMsOf(ctx.config) <= now.getTime()) {
      throw new CallTransitionError('missed', 'join');
    }
    await tx
      .update(videoCalls)
      .set({ status: next, startedAt: now, initiatorSeenAt: now, participantSeenAt: now })
      .where(eq(videoCalls.id, call.id));
    const answered = await findCallRecord(tx, call.id);
    if (call.participantId) {
      // The ringing notification on the user's other devices goes quietly.
      await reachPeople(tx, ctx.config, [
        answeredCallReach(
          { id: call.id, consultationId: call.consultationId, participantId: call.participantId },
          answered.initiatorName,
          ctx.config.VIDEO_CALL_RING_SECONDS,
        ),
      ]);
    }
    return answered;
  });
  await pushJoined(ctx, record);
  return presentFor(ctx, record, viewer);
}

/**
 * Decline (the user, while it rings) or Hang Up (either person: cancels a call still ringing,
 * declines it, or ends an active one). The end and its chat line commit together; then the line
 * goes to the room and the end to both people. A call already over is a 409 naming its state.
 */
export async function endVideoCall(
  ctx: AppContext,
  viewer: Person,
  callId: string,
  verb: 'decline' | 'end',
  now: Date = new Date(),
  /** The push endpoint of the device whose notification declined (its ring is closed already). */
  { pushEndpoint }: { pushEndpoint?: string | undefined } = {},
): Promise<VideoCallView> {
  const ended = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const call = await lockCall(tx, callId);
    const { next } = authorizeCallVerb(viewer, call, verb);
    const done = await endCallIn(tx, call, next, viewer.id, now);
    if (next === 'cancelled' && call.participantId) {
      // The user's devices stop ringing: a missed call replaces the ringing notification.
      await reachPeople(tx, ctx.config, [
        cancelledCallReach(
          await loadConsultation(tx, call.consultationId),
          { id: call.id, participantId: call.participantId },
          done.record.initiatorName,
          ctx.config.VIDEO_CALL_RING_SECONDS,
        ),
      ]);
    } else if (next === 'declined' && call.participantId) {
      // The ring goes quietly from the user's other devices (not from the one that declined).
      await reachPeople(tx, ctx.config, [
        declinedCallReach(
          { id: call.id, consultationId: call.consultationId, participantId: call.participantId },
          done.record.initiatorName,
          ctx.config.VIDEO_CALL_RING_SECONDS,
          pushEndpoint,
        ),
      ]);
    }
    afterCommit(() => announceCallEnded(ctx, done));
    return done;
  });
  return presentFor(ctx, ended.record, viewer);
}

/**
 * A consultation's call as its people and admins read it: the one ringing or under way, else the
 * latest, else null. 404 to a stranger, 403 to a professional who may only see the open request.
 */
export async function getConsultationCall(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
): Promise<VideoCallView | null> {
  const consultation = await loadConsultation(ctx.db, consultationId);
  assertCanReadChat(viewer, consultation);
  const [record] = await findCallRecords(ctx.db, eq(videoCalls.consultationId, consultation.id), 1);
  return record ? presentFor(ctx, record, viewer) : null;
}

function presentFor(ctx: AppContext, record: CallRecord, viewer: Person): VideoCallView {
  return presentCall(record, callRelationOf(viewer, record.call), ringMsOf(ctx.config));
}
