import { z } from 'zod';
import { CATEGORIES, CONSULTATION_STATUSES } from './enums.ts';
import { callId, consultationId, signal } from './live-frame-fields.ts';
import { chatMessageSchema } from './schemas/chat.ts';
import { notificationSchema } from './schemas/notifications.ts';
import { videoCallSchema } from './schemas/video-calls.ts';

/**
 * What the server sends over the live channel (WebSocket at /ws), as docs/product/rulings.md
 * names the pushes. The server builds each push from `serverMessageSchema`; the web client
 * parses pushes with the same union. What clients send is live-client-messages.ts (only the server
 * reads it, so the web app never builds it), the close codes live-close-codes.ts (no schema, so
 * the web app can know them without building any).
 */

/** The consultation as a push carries it: enough for a toast and to know which lists to refresh. */
export const liveConsultationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(CONSULTATION_STATUSES),
  category: z.enum(CATEGORIES),
  userId: z.uuid(),
  assignedTo: z.uuid().nullable(),
  closedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type LiveConsultation = z.infer<typeof liveConsultationSchema>;

/**
 * The toast a push asks the web app to show, in the product's words and the recipient's language,
 * so its text is written once, on the server (notices.ts); the web app has no copy of it.
 */
export const liveToastSchema = z.object({ title: z.string(), description: z.string() });
export type LiveToast = z.infer<typeof liveToastSchema>;

/** Why the server told a socket to read everything again (`resync`). */
export const LIVE_RESYNC_REASONS = ['bus_restored'] as const;
export type LiveResyncReason = (typeof LIVE_RESYNC_REASONS)[number];

/** Why a consultation_update was pushed (the spec's three, and the later steps of the lifecycle). */
export const CONSULTATION_UPDATE_TYPES = [
  'counter_offer_submitted',
  'consultation_assigned',
  'consultation_started',
  'consultation_closed',
  'consultation_reopen_requested',
  'consultation_reopened',
  'consultation_completed',
  'consultation_cancelled',
  'consultation_withdrawn',
  'payment_updated',
] as const;
export type ConsultationUpdateType = (typeof CONSULTATION_UPDATE_TYPES)[number];

export const serverMessageSchema = z.discriminatedUnion('type', [
  /** A new chat message in a room the socket has joined (including the sender's own). */
  z.object({
    type: z.literal('message'),
    data: chatMessageSchema,
    /**
     * The line just before this one in the case's chat (null: this is its first), fixed under the
     * case's lock as the line was written. A client whose conversation does not hold it missed a
     * push and reads the conversation again.
     */
    previousMessageId: z.uuid().nullable(),
  }),
  /** To the request's owner: a professional made an offer. */
  z.object({
    type: z.literal('new_offer'),
    data: z.object({
      offer: z.object({
        id: z.uuid(),
        offerAmount: z.string(),
        professionalId: z.uuid(),
        professionalName: z.string(),
      }),
      consultation: z.object({ id: z.uuid(), userId: z.uuid(), title: z.string() }),
      toast: liveToastSchema,
    }),
  }),
  /** To the people of a consultation: its status or payment changed. */
  z.object({
    type: z.literal('consultation_update'),
    data: z.object({
      consultation: liveConsultationSchema,
      updateType: z.enum(CONSULTATION_UPDATE_TYPES),
      /** Only the updates the spec toasts: consultation_completed, consultation_reopen_requested. */
      toast: liveToastSchema.optional(),
    }),
  }),
  /** To approved professionals of the category: a request they can offer on. */
  z.object({
    type: z.literal('new_consultation'),
    data: z.object({
      category: z.enum(CATEGORIES),
      consultation: liveConsultationSchema,
      // One push reaches the whole field's room, so it carries the toast in every language and
      // each screen shows its own.
      toasts: z.object({ en: liveToastSchema, hi: liveToastSchema }),
    }),
  }),
  /** To the chosen professional: the user paid for their offer. */
  z.object({
    type: z.literal('offer_accepted'),
    data: z.object({
      professionalId: z.uuid(),
      consultation: liveConsultationSchema,
      toast: liveToastSchema,
    }),
  }),
  /** To one person: a new entry on their bell. */
  z.object({
    type: z.literal('notification'),
    data: z.object({ notification: notificationSchema, unreadCount: z.number().int().min(0) }),
  }),
  /**
   * To one person: some of their notifications were marked read (in this tab or another, or by
   * opening a case's chat); `unreadCount` is the bell's number as it is now.
   */
  z.object({
    type: z.literal('notifications_read'),
    data: z.object({ unreadCount: z.number().int().min(0) }),
  }),
  /** The socket joined a room. */
  z.object({ type: z.literal('registered'), consultationId }),
  z.object({ type: z.literal('registered_professional'), category: z.enum(CATEGORIES) }),
  /** To the user's sockets (every tab and device): the professional is ringing. */
  z.object({
    type: z.literal('video_call_invitation'),
    data: z.object({
      /** The professional's id and name, as the spec names them. */
      from: z.uuid(),
      fromName: z.string(),
      message: z.string(),
      consultationId,
      consultationTitle: z.string(),
      callId,
      ringsUntil: z.iso.datetime({ offset: true }),
    }),
  }),
  /**
   * To both people's sockets: the user answered. The professional's dialog connects; the user's
   * other tabs stop ringing ("Answered on another device").
   */
  z.object({
    type: z.literal('video_call_joined'),
    data: z.object({ consultationId, callId, videoCall: videoCallSchema }),
  }),
  /** Signalling from the other person of the call (see the client frames). */
  z.object({ type: z.literal('video_offer'), consultationId, callId, offer: signal }),
  z.object({ type: z.literal('video_answer'), consultationId, callId, answer: signal }),
  z.object({ type: z.literal('video_ice_candidate'), consultationId, callId, candidate: signal }),
  /**
   * To both people's sockets: the call is over (ended, declined, cancelled or missed); every
   * dialog and invitation of it closes.
   */
  z.object({
    type: z.literal('video_call_ended'),
    consultationId,
    callId,
    videoCall: videoCallSchema,
  }),
  z.object({ type: z.literal('pong') }),
  /**
   * To every socket: pushes may have been lost (the server's link to the other instances broke
   * and is back), so every list and open conversation should be read again, as after a reconnect.
   */
  z.object({ type: z.literal('resync'), reason: z.enum(LIVE_RESYNC_REASONS) }),
  /** A frame the server could not accept; the socket stays open unless the code says otherwise. */
  z.object({
    type: z.literal('error'),
    code: z.enum([
      'BAD_FRAME',
      'FRAME_TOO_LARGE',
      'RATE_LIMITED',
      'FORBIDDEN',
      'NOT_FOUND',
      'INVALID_STATE',
      'INTERNAL',
    ]),
    message: z.string(),
    /** The refusal's code in the error catalog (errors/catalog.ts), when the API has one. */
    reason: z.string().optional(),
    /** The values its text needs. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;
