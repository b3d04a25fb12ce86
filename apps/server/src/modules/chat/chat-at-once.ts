import type { ChatMessageView } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Person } from '../../policies/person.ts';
import { forgetChatCase, recallChatCase, type ChatCase } from './chat-cases.ts';
import { messagePushOf, writtenMessageOf, type WrittenMessageRow } from './chat-lines.ts';
import { authorizeChat } from './chat-rules.ts';

/**
 * The statement: chat_post_message (migration 0020) locks the case, checks it is still the one the
 * policy was judged on and that the recipient's bell already has its unread entry, and writes the
 * line with the line before it; the sender's name is joined here. $1 case, $2 sender, $3 text,
 * $4 recipient, $5–$8 the case as judged (owner, professional, field, status).
 */
const POST_AT_ONCE_SQL = `
  select posted.message_id as id, $1::uuid as consultation_id, $2::uuid as sender_id,
    $3::text as message, null::jsonb as attachment, posted.message_created_at as created_at,
    sender.first_name, sender.last_name, sender.role, posted.previous_id,
    true as recipient_has_unread, null as recipient_language
  from chat_post_message($1::uuid, $2::uuid, $3::text, $4::uuid, $5::uuid, $6::uuid, $7::text,
    $8::text) posted
  left join users sender on sender.id = $2::uuid`;

/**
 * A text message in one statement, its own transaction, when this instance knows the case
 * (chat-cases.ts) and the message changes nothing but the chat: the policy allows it on the case
 * as last seen and leaves the status as it is, and the recipient already has an unread entry.
 * That is nearly every message of a conversation, and it costs one round trip instead of four
 * (BEGIN, the lock, the write, COMMIT). Returns null, having written nothing, when the full
 * transaction must take it: a case not known or changed since (its next message looks again), a
 * refusal (given by the full transaction on the case as it is now), a first message (the status),
 * a bell entry to write. The push goes out once the statement has committed, as after commit.
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
        ],
      },
      undefined,
      'chat_post_at_once',
      false,
    )
    .execute()) as { rows: WrittenMessageRow[] };
  const row = rows[0];
  if (!row) {
    forgetChatCase(ctx.db, consultationId);
    return null;
  }
  const line = writtenMessageOf(row);
  await ctx.live.toRoom(consultationId, messagePushOf(line.view, line.previousMessageId));
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
