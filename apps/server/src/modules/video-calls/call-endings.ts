import { and, asc, eq, or } from 'drizzle-orm';
import {
  assertCallTransition,
  callDurationSeconds,
  videoCallLine,
  type ChatMessageView,
} from '@salahkar/domain';
import type { Transaction } from '../../db/client.ts';
import { videoCalls, type Notification, type VideoCall } from '../../db/schema/index.ts';
import { writeChatLine, type NewChatLine } from '../chat/chat-lines.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { missedCallNotices } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import { findCallRecord, type CallRecord } from './video-call-presenter.ts';
import { isOpen } from './video-call-store.ts';

/** A call just ended, with what its end wrote: to announce once the transaction has committed. */
export interface EndedCall {
  record: CallRecord;
  /** Its line in the consultation's chat ('Video call · 12 min', 'Missed video call'). */
  line: ChatMessageView;
  notices: Notification[];
}

/**
 * The chat line a finished call leaves: from the professional who rang, its summary as text, the
 * call linked (chat_messages_video_call_idx allows one line per call).
 */
export function callLineOf(
  call: Pick<
    VideoCall,
    'id' | 'consultationId' | 'initiatorId' | 'status' | 'startedAt' | 'endedAt'
  >,
): NewChatLine {
  return {
    consultationId: call.consultationId,
    senderId: call.initiatorId,
    message: videoCallLine(call.status, callDurationSeconds(call.startedAt, call.endedAt)),
    videoCallId: call.id,
  };
}

/**
 * Ends an open call (ended, declined, cancelled or missed: `status` is what the state machine
 * allowed) in the caller's transaction, which holds the call's row lock: the call's end, its chat
 * line and, for a missed call, both people's bell entries, all or nothing. The consultation's row
 * is locked before the line is written, as for any chat line, and always after the call's (the
 * order every call verb takes its locks in).
 */
export async function endCallIn(
  tx: Transaction,
  call: VideoCall,
  status: VideoCall['status'],
  endedBy: string | null,
  now: Date,
): Promise<EndedCall> {
  await loadConsultation(tx, call.consultationId, { forUpdate: true });
  // Another instance's clock may run a little behind the one that stamped the answer.
  const endedAt = call.startedAt && call.startedAt > now ? call.startedAt : now;
  const [ended] = await tx
    .update(videoCalls)
    .set({ status, endedAt, endedBy })
    .where(eq(videoCalls.id, call.id))
    .returning();
  const line = await writeChatLine(tx, callLineOf(ended!));
  const record = await findCallRecord(tx, call.id);
  const notices =
    status === 'missed'
      ? await notify(
          tx,
          missedCallNotices({
            ...record.call,
            initiatorName: record.initiatorName,
            participantName: record.participantName,
          }),
        )
      : [];
  return { record, line, notices };
}

/**
 * Ends every call the person is one of the two people of, ringing or under way, in the caller's
 * transaction: their account was just suspended, and a call must not outlive the access that
 * opened it. An active call is dropped and a ringing one cancelled, as the server's sweep would;
 * the caller announces the ends to both people once it has committed.
 */
export async function endOpenCallsOf(
  tx: Transaction,
  userId: string,
  now: Date,
): Promise<EndedCall[]> {
  const open = await tx
    .select()
    .from(videoCalls)
    .where(
      and(isOpen, or(eq(videoCalls.initiatorId, userId), eq(videoCalls.participantId, userId))),
    )
    .orderBy(asc(videoCalls.createdAt))
    .for('update');
  const ended: EndedCall[] = [];
  for (const call of open) {
    const status = assertCallTransition(call.status, call.status === 'active' ? 'drop' : 'cancel');
    ended.push(await endCallIn(tx, call, status, null, now));
  }
  return ended;
}
