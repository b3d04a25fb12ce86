import { sql } from 'drizzle-orm';
import type { ChatMessageView } from '@salahkar/domain';
import type { Transaction } from '../../db/client.ts';
import { chatMessages, videoCalls, type NewChatMessage } from '../../db/schema/index.ts';
import { findMessageView } from './chat-presenter.ts';

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
 * Whether a chat line is its sender speaking, as "who spoke last" reads it: every message is, a
 * call's line only when the call was answered (a missed, declined or cancelled ring says nothing).
 */
export const isSpokenLine = sql`(${chatMessages.videoCallId} is null or exists (select 1 from ${videoCalls} where ${videoCalls.id} = ${chatMessages.videoCallId} and ${videoCalls.startedAt} is not null))`;
