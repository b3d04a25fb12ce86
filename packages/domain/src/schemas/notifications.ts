import { z } from 'zod';
import { pageSchemaOf } from '../pagination.ts';

/** What happened, for the bell's icon and the web app's toasts. */
export const NOTIFICATION_TYPES = [
  'new_offer',
  'offer_accepted',
  'payment_captured',
  'new_message',
  'consultation_closed',
  'consultation_completed',
  'reopen_requested',
  'reopen_decided',
  'approval_decided',
  'new_consultation',
  'consultation_cancelled',
  'consultation_withdrawn',
  'earnings_released',
  'payout_paid',
  'refund_issued',
  'query_raised',
  'query_resolved',
  'consultation_rerouted',
  /** A video call nobody answered: to the user rung and to the professional who rang. */
  'video_call_missed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** One entry of the bell's list; `link` leads to the case in the web app. */
export const notificationSchema = z.object({
  id: z.uuid(),
  /** One of NOTIFICATION_TYPES; older rows may carry other words, shown generically. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  consultationId: z.uuid().nullable(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type NotificationView = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page=: newest first, with the bell's unread count. */
export const notificationPageSchema = pageSchemaOf(notificationSchema).extend({
  unreadCount: z.number().int().min(0),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/notifications/unread-count, and the answer of the mark-read calls. */
export const unreadCountSchema = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/**
 * POST /api/notifications/read-messages: the Chat dialog of a case was opened, so the person's
 * unread "new message" entries about that case are read. Answered with their unread count.
 */
export const markMessagesReadSchema = z.object({ consultationId: z.uuid('Not a consultation id') });
export type MarkMessagesReadInput = z.infer<typeof markMessagesReadSchema>;
