import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, type StoredFile, reference } from './columns.ts';
import { consultations } from './consultations.ts';
import { users } from './users.ts';
import { videoCalls } from './video-calls.ts';

/** A message in a consultation's chat, with at most one attached file. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    consultationId: reference('consultation_id', () => consultations.id, 'cascade').notNull(),
    /** Null once the sender's account is deleted; the conversation stays readable. */
    senderId: reference('sender_id', () => users.id, 'set null'),
    /** May be empty when a file carries the message. */
    message: text('message').notNull().default(''),
    /** The spec's fileUrl, fileName and fileSize are derived from this. */
    attachment: jsonb('attachment').$type<StoredFile>(),
    /** The finished call this line records ('Video call · 12 min'); its text is the summary. */
    videoCallId: reference('video_call_id', () => videoCalls.id, 'cascade'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'chat_messages_text_or_file',
      sql`length(trim(${table.message})) > 0 or ${table.attachment} is not null`,
    ),
    index('chat_messages_consultation_created_idx').on(table.consultationId, table.createdAt),
    // The download check of a chat file finds its message by the stored file's name.
    index('chat_messages_attachment_name_idx')
      .on(sql`(${table.attachment}->>'name')`)
      .where(sql`${table.attachment} is not null`),
    // One line per call, however many times its end is reported.
    uniqueIndex('chat_messages_video_call_idx')
      .on(table.videoCallId)
      .where(sql`${table.videoCallId} is not null`),
  ],
);

export type ChatMessage = typeof chatMessages.$inferSelect;
export type NewChatMessage = typeof chatMessages.$inferInsert;
