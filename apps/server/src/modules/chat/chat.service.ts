import { eq, sql } from 'drizzle-orm';
import type { ChatMessageView, MessageListQuery, MessagePage } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Transaction } from '../../db/client.ts';
import { consultations, type Consultation } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import type { TypedUpload } from '../files/file-typing.ts';
import { recordStoredFiles, withWrittenUploads } from '../files/stored-files.ts';
import { pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import { newMessageNotice } from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { chatMessageReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { assertCanReadChat, authorizeChat } from './chat-rules.ts';
import { messagePushOf, writeMessage } from './chat-lines.ts';
import { withSendAllowance } from './chat-sends.ts';
import { postAtOnce } from './chat-at-once.ts';
import { rememberChatCase, rememberSenderName } from './chat-cases.ts';
import { findMessageViews, olderThan } from './chat-presenter.ts';

/**
 * A page of a consultation's chat for its participants and admins: the latest `limit` messages
 * before the `before` cursor, returned oldest to newest.
 */
export async function listMessages(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  query: MessageListQuery,
): Promise<MessagePage> {
  const consultation = await loadConsultation(ctx.db, consultationId);
  assertCanReadChat(viewer, consultation);
  const newestFirst = await findMessageViews(
    ctx.db,
    olderThan(consultationId, query.before),
    query.limit + 1,
  );
  const hasMore = newestFirst.length > query.limit;
  return { items: newestFirst.slice(0, query.limit).reverse(), hasMore };
}

/** A text message from a participant (HTTP and the live channel's `message` frame alike). */
export function sendMessage(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  input: { message: string },
): Promise<ChatMessageView> {
  return postMessage(ctx, viewer, consultationId, { text: input.message.trim() });
}

/** A file (already typed by its bytes) with optional text, from a participant. */
export function sendFileMessage(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  input: { message: string; file: TypedUpload },
): Promise<ChatMessageView> {
  return postMessage(ctx, viewer, consultationId, {
    text: input.message.trim(),
    file: input.file,
  });
}

/** Checked before a file's bytes are read, so a refused upload costs no transfer. */
export async function checkCanSendMessage(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
): Promise<void> {
  authorizeChat(viewer, await loadConsultation(ctx.db, consultationId));
}

interface NewMessage {
  text: string;
  file?: TypedUpload;
}

/**
 * A message, under the consultation's lock: the policy (participants only, chat statuses only),
 * the message (and its file's record), the first message's move from assigned to in_progress, and
 * the other participant's bell entry. The lock orders a case's messages: each takes its time after
 * the one before it committed. Pushes go out after commit.
 *
 * Chat is the busiest write there is. Nearly every message of a conversation changes nothing but
 * the chat, and takes one statement that is its own transaction (postAtOnce, decision 224); the
 * rest, and the first message of a case this instance has not seen, take the full transaction.
 */
async function postMessage(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  message: NewMessage,
): Promise<ChatMessageView> {
  return withSendAllowance(ctx, async () => {
    if (!message.file) {
      const posted = await postAtOnce(ctx, viewer, consultationId, message.text);
      if (posted) return posted;
    }
    return postInTransaction(ctx, viewer, consultationId, message);
  });
}

/**
 * The full transaction. A text message costs two statements inside it: the locked read of the case
 * (which the policy reads too, and which chat-cases.ts remembers for the next message) and
 * writeMessage, which also answers the line as shown, the line before it for the push and the
 * recipient's unread entry. The rare cases add one each: the first message (status), a bell entry
 * to write, a file's record (its bytes are stored before the transaction, removed if it fails).
 */
function postInTransaction(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  message: NewMessage,
): Promise<ChatMessageView> {
  return withWrittenUploads(ctx, message.file ? [message.file] : [], (written) =>
    inUnitOfWork(ctx, async (tx, afterCommit) => {
      const consultation = await lockCase(tx, consultationId);
      rememberChatCase(ctx.db, consultation);
      const next = authorizeChat(viewer, consultation);
      const [attachment] = await recordStoredFiles(tx, viewer.id, written);
      const recipientId =
        viewer.id === consultation.userId ? consultation.assignedTo : consultation.userId;
      const line = await writeMessage(
        tx,
        {
          consultationId,
          senderId: viewer.id,
          message: message.text,
          attachment: attachment ?? null,
        },
        recipientId,
      );
      if (line.senderNames) rememberSenderName(ctx.db, viewer.id, line.senderNames);
      let current = consultation;
      if (next !== consultation.status) {
        const [updated] = await tx
          .update(consultations)
          .set({ status: next })
          .where(eq(consultations.id, consultationId))
          .returning();
        current = updated!;
        rememberChatCase(ctx.db, current);
      }
      afterCommit(() =>
        ctx.live.toRoom(consultationId, messagePushOf(line.view, line.previousMessageId)),
      );
      if (next !== consultation.status) {
        afterCommit(() => pushConsultationUpdate(ctx, current, 'consultation_started'));
      }
      // One unread "new message" entry per case at a time: a conversation is not a bell flood,
      // nor a lock screen one (the push goes with the entry, never with the message's words).
      if (recipientId && !line.recipientHasUnread) {
        const languages = line.recipientLanguage
          ? new Map([[recipientId, line.recipientLanguage]])
          : undefined;
        await notifyLive(
          ctx,
          tx,
          afterCommit,
          [newMessageNotice(consultation, recipientId, line.view.senderName)],
          languages,
        );
        await reachPeople(tx, ctx.config, [
          chatMessageReach(consultation, recipientId, line.view.senderName, line.view.id),
        ]);
      }
      return line.view;
    }),
  );
}

/**
 * loadConsultation with forUpdate, as a named statement (parsed and planned once per database
 * connection): the first statement of every message.
 */
async function lockCase(tx: Transaction, id: string): Promise<Consultation> {
  const [row] = await tx
    .select()
    .from(consultations)
    .where(eq(consultations.id, sql.placeholder('id')))
    .for('update')
    .prepare('chat_lock_case')
    .execute({ id });
  if (!row) throw notFound('CONSULTATION_NOT_FOUND');
  return row;
}
