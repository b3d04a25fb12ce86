import { desc, sql } from 'drizzle-orm';
import type { ChatMessageView, ServerMessageOf } from '@salahkar/domain';
import type { Queryable, Transaction } from '../../db/client.ts';
import { chatMessages, videoCalls, type NewChatMessage } from '../../db/schema/index.ts';
import { findMessageView, olderThan } from './chat-presenter.ts';

/** What a line of a chat says and who it is from; its id and time are the database's. */
export type NewChatLine = Pick<
  NewChatMessage,
  'consultationId' | 'senderId' | 'message' | 'attachment' | 'videoCallId'
>;

/**
 * Writes a line of a consultation's chat (a message, a file, a finished call's summary) in the
 * caller's transaction, which must already hold the consultation's row lock (loadConsultation
 * with forUpdate). Its time is the clock after that lock was granted, not the transaction's
 * start, so a case's lines sort (created_at, id) in the order they committed. Returns the line
 * as the dialog shows it and the `message` push carries it.
 */
export async function writeChatLine(tx: Transaction, line: NewChatLine): Promise<ChatMessageView> {
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...line, createdAt: sql`clock_timestamp()` })
    .returning({ id: chatMessages.id });
  return findMessageView(tx, row!.id);
}

/**
 * The room's push of a line that has committed, naming the line just before it in the case's chat
 * (null for the first), so a client can tell it missed a push. Lines sort in the order they
 * committed (writeChatLine), so once a line has committed the one before it never changes: read
 * after commit, on any instance, it is exact.
 */
export async function messagePush(
  db: Queryable,
  line: ChatMessageView,
): Promise<ServerMessageOf<'message'>> {
  const [previous] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(olderThan(line.consultationId, line.id))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return { type: 'message', data: line, previousMessageId: previous?.id ?? null };
}

/**
 * Whether a chat line is its sender speaking, as "who spoke last" reads it: every message is, a
 * call's line only when the call was answered (a missed, declined or cancelled ring says nothing).
 */
export const isSpokenLine = sql`(${chatMessages.videoCallId} is null or exists (select 1 from ${videoCalls} where ${videoCalls.id} = ${chatMessages.videoCallId} and ${videoCalls.startedAt} is not null))`;
