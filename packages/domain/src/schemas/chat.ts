import { z } from 'zod';
import { ROLES } from '../enums.ts';
import { VIDEO_CALL_STATUSES } from '../video-calls.ts';
import { BROKEN_TEXT_MESSAGE, isSafeText } from './text.ts';

/** The call a chat line records ("Video call · 12 min", "Missed video call"). */
export const chatVideoCallSchema = z.object({
  id: z.uuid(),
  status: z.enum(VIDEO_CALL_STATUSES),
  durationSeconds: z.number().int().min(0).nullable(),
});

/**
 * A consultation's chat (docs/product/rulings.md, R-18). Messages carry the sender's name and role
 * so a dialog never looks people up; a file's `fileUrl` is the access-checked /api/uploads/{name}.
 */
export const chatMessageSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid(),
  /** Null once the sender's account is gone; the conversation stays readable. */
  senderId: z.uuid().nullable(),
  senderName: z.string(),
  senderRole: z.enum(ROLES).nullable(),
  message: z.string(),
  fileUrl: z.string().nullable(),
  fileName: z.string().nullable(),
  /** Bytes. */
  fileSize: z.number().int().nullable(),
  mimeType: z.string().nullable(),
  /**
   * Set on the line a finished video call leaves in the chat; `message` then holds its summary
   * and the sender is the professional who rang.
   */
  videoCall: chatVideoCallSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ChatMessageView = z.infer<typeof chatMessageSchema>;

export const MESSAGE_PAGE_MAX = 100;

/**
 * GET /api/consultations/{id}/messages?before={messageId}&limit=50: the latest `limit` messages
 * older than `before` (or the latest of all), returned oldest to newest; `hasMore` when earlier
 * ones exist. A dialog loads the last page, then older pages as the person scrolls up.
 */
export const messageListQuerySchema = z.object({
  before: z.uuid('Not a message id').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more')
    .max(MESSAGE_PAGE_MAX, `Limit cannot exceed ${MESSAGE_PAGE_MAX}`)
    .default(50),
});
export type MessageListQuery = z.output<typeof messageListQuerySchema>;

export const messagePageSchema = z.object({
  items: z.array(chatMessageSchema),
  hasMore: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const MESSAGE_MAX_LENGTH = 5000;

/** POST /api/consultations/{id}/messages. */
export const sendMessageSchema = z.object({
  message: z
    .string('Please type a message')
    .trim()
    .min(1, 'Please type a message')
    .max(MESSAGE_MAX_LENGTH, `A message cannot exceed ${MESSAGE_MAX_LENGTH} characters`)
    .refine(isSafeText, BROKEN_TEXT_MESSAGE),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** The optional text field of POST /api/consultations/{id}/messages/upload (multipart). */
export const fileMessageTextSchema = z
  .string()
  .trim()
  .max(MESSAGE_MAX_LENGTH, `A message cannot exceed ${MESSAGE_MAX_LENGTH} characters`)
  .optional()
  .transform((value) => value ?? '');
