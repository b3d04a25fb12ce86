import { desc, sql } from 'drizzle-orm';
import type { ChatMessageView, Language, ServerMessageOf } from '@salahkar/domain';
import type { Queryable, Transaction } from '../../db/client.ts';
import { chatMessages, videoCalls, type NewChatMessage } from '../../db/schema/index.ts';
import { findMessageView, olderThan, presentMessage, type MessageRow } from './chat-presenter.ts';

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
 * writeMessage's statement: $1 case, $2 sender, $3 text, $4 file (jsonb text), $5 recipient (whose
 * language it reads too, for a bell entry to write: no query of its own).
 */
const WRITE_MESSAGE_SQL = `
  with line as (
    insert into chat_messages (consultation_id, sender_id, message, attachment, created_at)
    values ($1::uuid, $2::uuid, $3::text, $4::jsonb, clock_timestamp())
    returning id, consultation_id, sender_id, message, attachment, created_at
  )
  select line.*, sender.first_name, sender.last_name, sender.role,
    (select previous.id from chat_messages previous
      where previous.consultation_id = line.consultation_id
      order by previous.created_at desc, previous.id desc limit 1) as previous_id,
    exists (select 1 from notifications unread
      where unread.user_id = $5::uuid and unread.read_at is null
        and unread.type = 'new_message' and unread.consultation_id = line.consultation_id
    ) as recipient_has_unread,
    (select recipient.preferred_language from users recipient where recipient.id = $5::uuid)
      as recipient_language
  from line left join users sender on sender.id = line.sender_id`;

/** A participant's message as written, with what the rest of its transaction needs to know. */
export interface WrittenMessage {
  view: ChatMessageView;
  /** The line just before it in the case's chat (null for the first), for its push. */
  previousMessageId: string | null;
  /** Whether the recipient already has an unread "new message" entry about this case. */
  recipientHasUnread: boolean;
  /** The recipient's language, for the bell entry when there is none (null: no recipient). */
  recipientLanguage: Language | null;
  /** The sender's first and last name as the line read them (null: the account is gone). */
  senderNames: { firstName: string | null; lastName: string | null } | null;
}

/** The row of writeMessage's statement, as the driver hands it over (times as text). */
export interface WrittenMessageRow extends Record<string, unknown> {
  id: string;
  consultation_id: string;
  sender_id: string | null;
  message: string;
  attachment: NonNullable<NewChatMessage['attachment']> | null;
  created_at: string;
  first_name: string | null;
  last_name: string | null;
  role: string | null;
  previous_id: string | null;
  recipient_has_unread: boolean;
  recipient_language: Language | null;
}

/**
 * A participant's message (text, or a file with optional text) in one statement, on the hot path
 * of chat: the insert, the line as the dialog shows it (its sender's name joined), the line before
 * it and whether the recipient's bell already has an unread entry for the case. Same rules as
 * writeChatLine: the caller's transaction holds the consultation's row lock, and this statement's
 * snapshot is taken after that lock was granted, so the line before it is exact (the statement
 * does not see its own insert) and so is the unread check (that entry is only written under the
 * same lock).
 */
export async function writeMessage(
  tx: Transaction,
  line: Pick<NewChatLine, 'consultationId' | 'senderId' | 'message' | 'attachment'>,
  recipientId: string | null,
): Promise<WrittenMessage> {
  const attachment = line.attachment ? JSON.stringify(line.attachment) : null;
  // A named statement: each database connection parses and plans it once, not per message.
  const { rows } = (await tx._.session
    .prepareQuery(
      {
        sql: WRITE_MESSAGE_SQL,
        params: [
          line.consultationId,
          line.senderId ?? null,
          line.message ?? '',
          attachment,
          recipientId,
        ],
      },
      undefined,
      'chat_write_message',
      false,
    )
    .execute()) as { rows: WrittenMessageRow[] };
  const row = rows[0];
  if (!row) throw new Error('the chat message was not written');
  return writtenMessageOf(row);
}

/** A written message's row (writeMessage's statement, or the one statement of chat-at-once.ts). */
export function writtenMessageOf(row: WrittenMessageRow): WrittenMessage {
  const written: MessageRow = {
    message: {
      id: row.id,
      consultationId: row.consultation_id,
      senderId: row.sender_id,
      message: row.message,
      attachment: row.attachment,
      videoCallId: null,
      // As the column itself reads it (timestamptz text, µs dropped).
      createdAt: new Date(row.created_at),
    },
    sender:
      row.role === null
        ? null
        : { firstName: row.first_name, lastName: row.last_name, role: row.role },
    call: null,
  };
  return {
    view: presentMessage(written),
    previousMessageId: row.previous_id,
    recipientHasUnread: row.recipient_has_unread,
    recipientLanguage: row.recipient_language,
    senderNames: written.sender && {
      firstName: written.sender.firstName,
      lastName: written.sender.lastName,
    },
  };
}

/** The room's push of a line whose previous line is already known (writeMessage). */
export function messagePushOf(
  line: ChatMessageView,
  previousMessageId: string | null,
): ServerMessageOf<'message'> {
  return { type: 'message', data: line, previousMessageId };
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
