import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { callDurationSeconds, displayNameOf, type ChatMessageView } from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, users, videoCalls } from '../../db/schema/index.ts';
import { uploadPathOf } from '../files/stored-files.ts';

/** How a message from an account that no longer exists is signed. */
export const FORMER_MEMBER = 'Former member';

const messageColumns = {
  message: chatMessages,
  sender: { firstName: users.firstName, lastName: users.lastName, role: users.role },
  call: {
    id: videoCalls.id,
    status: videoCalls.status,
    startedAt: videoCalls.startedAt,
    endedAt: videoCalls.endedAt,
  },
};

export type MessageRow = {
  message: typeof chatMessages.$inferSelect;
  sender: { firstName: string | null; lastName: string | null; role: string | null } | null;
  call: Pick<typeof videoCalls.$inferSelect, 'id' | 'status' | 'startedAt' | 'endedAt'> | null;
};

/** A message with its sender (and the call a call's line records), as the dialog shows it. */
export function presentMessage({ message, sender, call }: MessageRow): ChatMessageView {
  const file = message.attachment;
  return {
    id: message.id,
    consultationId: message.consultationId,
    senderId: message.senderId,
    senderName: sender ? displayNameOf(sender) : FORMER_MEMBER,
    senderRole: (sender?.role as ChatMessageView['senderRole']) ?? null,
    message: message.message,
    fileUrl: file ? uploadPathOf(file.name) : null,
    fileName: file?.originalName ?? null,
    fileSize: file?.size ?? null,
    mimeType: file?.mimeType ?? null,
    videoCall: call
      ? {
          id: call.id,
          status: call.status,
          durationSeconds: callDurationSeconds(call.startedAt, call.endedAt),
        }
      : null,
    createdAt: message.createdAt.toISOString(),
  };
}

/**
 * Messages with their senders' names and their calls in one query (both joined, never looked up
 * per message), newest first by (created_at, id) on chat_messages_consultation_created_idx.
 */
export async function findMessageViews(
  db: Queryable,
  where: SQL | undefined,
  limit: number,
): Promise<ChatMessageView[]> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .leftJoin(videoCalls, eq(videoCalls.id, chatMessages.videoCallId))
    .where(where)
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.map(presentMessage);
}

/** One message as presented, e.g. the one just sent. */
export async function findMessageView(db: Queryable, id: string): Promise<ChatMessageView> {
  const [view] = await findMessageViews(db, eq(chatMessages.id, id), 1);
  if (!view) throw new Error(`chat message ${id} not found`);
  return view;
}

/** The messages of a consultation older than `beforeId` (compared in the database, to the µs). */
export function olderThan(consultationId: string, beforeId: string | undefined): SQL | undefined {
  const own = eq(chatMessages.consultationId, consultationId);
  if (!beforeId) return own;
  return and(
    own,
    sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (select c.created_at, c.id from ${chatMessages} c where c.id = ${beforeId} and c.consultation_id = ${consultationId})`,
  );
}
