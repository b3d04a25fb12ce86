import { displayNameOf, type ChatMessageView } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Notification } from '../../db/schema/index.ts';
import { caseLink } from '../../http/web-paths.ts';
import type { Person } from '../../policies/person.ts';
import { newMessageNotice } from '../notifications/notices.ts';
import { pushNotifications } from '../notifications/notify.ts';
import { whatsappConfigured } from '../reach/whatsapp-config.ts';
import {
  forgetChatCase,
  forgetSenderName,
  recallChatCase,
  recallSenderName,
  rememberSenderName,
  type ChatCase,
} from './chat-cases.ts';
import { messagePushOf, writtenMessageOf, type WrittenMessageRow } from './chat-lines.ts';
import { authorizeChat } from './chat-rules.ts';

/**
 * The statement: chat_post_message_noting (migration 0022) locks the case, checks it is still the
 * one the policy was judged on, writes the recipient's bell entry if they have none unread (or
 * gives up, see postAtOnce), and writes the line with the line before it; the sender's name is
 * joined here. $1 case, $2 sender, $3 text, $4 recipient, $5–$8 the case as judged (owner,
 * professional, field, status), $9 its title, $10–$11 the sender's name and $12 the bell entry's
 * words in every language written with them (null: none to write here), $13 the entry's link.
 */
const POST_AT_ONCE_SQL = `
  select posted.message_id as id, $1::uuid as consultation_id, $2::uuid as sender_id,
    $3::text as message, null::jsonb as attachment, posted.message_created_at as created_at,
    sender.first_name, sender.last_name, sender.role, posted.previous_id,
    true as recipient_has_unread, null as recipient_language,
    posted.notice_id, posted.notice_title, posted.notice_body, posted.notice_created_at
  from chat_post_message_noting($1::uuid, $2::uuid, $3::text, $4::uuid, $5::uuid, $6::uuid,
    $7::text, $8::text, $9::text, $10::text, $11::text, $12::jsonb, $13::text) posted
  left join users sender on sender.id = $2::uuid`;

/** The statement's row: the line, and the bell entry when it wrote one. */
interface PostedRow extends WrittenMessageRow {
  notice_id: string | null;
  notice_title: string | null;
  notice_body: string | null;
  notice_created_at: string | null;
}

/**
 * A text message in one statement, its own transaction, when this instance knows the case
 * (chat-cases.ts) and the message does not move it: the policy allows it on the case as last seen
 * and leaves the status as it is. That is nearly every message of a conversation, and it costs one
 * round trip instead of seven (BEGIN, the lock, the write, the bell entry, the devices, COMMIT and
 * the unread count). The recipient's bell entry, when they have none unread, is written by the
 * same statement if this instance knows the sender's name (from their last line), the case's
 * title is still the one remembered and the recipient has no device to push to (and WhatsApp is
 * off): nothing then goes out but the bell. Returns null, having written nothing, when the full
 * transaction must take it: a case not known or changed since (its next message looks again), a
 * refusal (given by the full transaction on the case as it is now), a first message (the status),
 * a bell entry it cannot write. Pushes go out once the statement has committed, as after commit.
 */
export async function postAtOnce(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  text: string,
): Promise<ChatMessageView | null> {
  const known = recallChatCase(ctx.db, consultationId);
  if (!known || !changesOnlyTheChat(viewer, known)) return null;
  const recipientId = viewer.id === known.userId ? known.assignedTo : known.userId;
  const bell = recipientId ? bellWords(ctx, known, viewer.id, recipientId) : null;
  const { rows } = (await ctx.db._.session
    .prepareQuery(
      {
        sql: POST_AT_ONCE_SQL,
        params: [
          consultationId,
          viewer.id,
          text,
          recipientId,
          known.userId,
          known.assignedTo,
          known.category,
          known.status,
          known.title,
          bell?.name.firstName ?? null,
          bell?.name.lastName ?? null,
          bell ? JSON.stringify(bell.texts) : null,
          caseLink(consultationId),
        ],
      },
      undefined,
      'chat_post_at_once',
      false,
    )
    .execute()) as { rows: PostedRow[] };
  const row = rows[0];
  if (!row) {
    // The case, its title or the sender's name changed, or the bell entry needs the full
    // transaction: the next message looks again.
    forgetChatCase(ctx.db, consultationId);
    forgetSenderName(ctx.db, viewer.id);
    return null;
  }
  const line = writtenMessageOf(row);
  if (line.senderNames) rememberSenderName(ctx.db, viewer.id, line.senderNames);
  await ctx.live.toRoom(consultationId, messagePushOf(line.view, line.previousMessageId));
  if (row.notice_id && recipientId) {
    await pushNotifications(ctx, [noticeOf(row, recipientId, consultationId)]);
  }
  return line.view;
}

/** The policy on the case as last seen: allowed, and the status stays (not a first message). */
function changesOnlyTheChat(viewer: Person, known: ChatCase): boolean {
  try {
    return authorizeChat(viewer, known) === known.status;
  } catch {
    return false;
  }
}

/**
 * The bell entry's words in every language, as the full transaction would write them, when the
 * statement may write it: the sender's name known, and no WhatsApp notice to queue.
 */
function bellWords(ctx: AppContext, known: ChatCase, senderId: string, recipientId: string) {
  if (whatsappConfigured(ctx.config)) return null;
  const name = recallSenderName(ctx.db, senderId);
  if (!name) return null;
  return { name, texts: newMessageNotice(known, recipientId, displayNameOf(name)).texts };
}

/** The bell entry the statement wrote, as the notifications table holds it. */
function noticeOf(row: PostedRow, userId: string, consultationId: string): Notification {
  return {
    id: row.notice_id!,
    userId,
    type: 'new_message',
    title: row.notice_title!,
    body: row.notice_body!,
    link: caseLink(consultationId),
    consultationId,
    readAt: null,
    createdAt: new Date(row.notice_created_at!),
  };
}
