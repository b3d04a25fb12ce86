import { and, asc, eq, lte, notInArray, or, sql } from 'drizzle-orm';
import { assertCallTransition, fromStatusesOf, type CallAction } from '@salahkar/domain';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { consultations, videoCalls, type VideoCall } from '../../db/schema/index.ts';
import { queueMissedCallMail } from '../notifications/notification-mails.ts';
import { endCallIn, type EndedCall } from './call-endings.ts';
import { announceCallEnded } from './video-call-pushes.ts';
import { isOpen } from './video-call-store.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { cancelledCallReach, missedCallReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { ringMsOf } from './video-call-presenter.ts';
import { rowByRowJob } from '../../jobs/job-runner.ts';

/** Calls ended per pass, each in its own transaction; the rest wait for the next pass. */
const BATCH = 100;

/** The consultation statuses a call may go on in (the lifecycle's startVideoCall). */
const CALL_STATUSES = fromStatusesOf('startVideoCall');

/**
 * Ends the calls nobody will end: one that rang out unanswered is missed (both people are told on
 * the bell); an active one whose two people have both had no live socket for the presence grace
 * (a laptop shut mid-call) is dropped; an open one whose case left in_progress and reopened
 * (resolved, withdrawn) is dropped or, still ringing, cancelled. Each call is claimed with
 * FOR UPDATE SKIP LOCKED and ended in its own transaction, with its chat line, as a person's hang-up
 * would; whichever of the two comes second finds the call over. The instance that rang also sets an
 * alarm for the ring's end, so a missed call is reported on time rather than a pass late.
 */
export const videoCallSweepJob = rowByRowJob(
  'video-call-sweep',
  BATCH,
  async (ctx, tx, afterCommit, now) => {
    const call = await endNextStaleCall(ctx.config, tx, now);
    if (call) afterCommit(() => announceCallEnded(ctx, call));
    await queueMissedCallMail(ctx, tx, call);
    return call;
  },
);

/** Claims one call due to end and ends it; null when none is left. */
async function endNextStaleCall(
  config: Config,
  tx: Transaction,
  now: Date,
): Promise<EndedCall | null> {
  const rangOutBefore = new Date(now.getTime() - ringMsOf(config));
  const lastSeenBefore = new Date(
    now.getTime() - config.VIDEO_CALL_PRESENCE_GRACE_SECONDS * 1000,
  ).toISOString();
  const goneSince = (seenAt: typeof videoCalls.initiatorSeenAt) =>
    sql`coalesce(${seenAt}, ${videoCalls.startedAt}) <= ${lastSeenBefore}::timestamptz`;
  const [due] = await tx
    .select({ call: videoCalls })
    .from(videoCalls)
    .innerJoin(consultations, eq(consultations.id, videoCalls.consultationId))
    .where(
      and(
        isOpen,
        or(
          and(eq(videoCalls.status, 'pending'), lte(videoCalls.createdAt, rangOutBefore)),
          and(
            eq(videoCalls.status, 'active'),
            goneSince(videoCalls.initiatorSeenAt),
            goneSince(videoCalls.participantSeenAt),
          ),
          notInArray(consultations.status, CALL_STATUSES),
        ),
      ),
    )
    .orderBy(asc(videoCalls.createdAt))
    .limit(1)
    .for('update', { of: videoCalls, skipLocked: true });
  if (!due) return null;
  const status = assertCallTransition(due.call.status, systemActionFor(due.call, rangOutBefore));
  const ended = await endCallIn(tx, due.call, status, null, now);
  const { call, initiatorName } = ended.record;
  if ((status === 'missed' || status === 'cancelled') && call.participantId) {
    const consultation = await loadConsultation(tx, call.consultationId);
    const rung = { id: call.id, participantId: call.participantId };
    await reachPeople(tx, config, [
      status === 'missed'
        ? missedCallReach(consultation, rung, initiatorName)
        : // The case moved on while it rang: the devices stop ringing all the same.
          cancelledCallReach(consultation, rung, initiatorName, config.VIDEO_CALL_RING_SECONDS),
    ]);
  }
  return ended;
}

/**
 * The server's end of a call: a ringing one is missed once its time is up, else (its case moved
 * on) cancelled as its professional would; an active one is dropped.
 */
function systemActionFor(call: VideoCall, rangOutBefore: Date): CallAction {
  if (call.status === 'active') return 'drop';
  return call.createdAt <= rangOutBefore ? 'miss' : 'cancel';
}
