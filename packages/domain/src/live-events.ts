import { z } from 'zod';
import { CATEGORIES, CONSULTATION_STATUSES } from './enums.ts';
import { chatMessageSchema, MESSAGE_MAX_LENGTH } from './schemas/chat.ts';
import { notificationSchema } from './schemas/notifications.ts';
import { BROKEN_TEXT_MESSAGE, isSafeText } from './schemas/text.ts';
import { videoCallSchema } from './schemas/video-calls.ts';

/**
 * Every message of the live channel (WebSocket at /ws), both directions, as docs/product/rulings.md
 * names them. The server validates each client frame against `clientMessageSchema` and
 * builds each push from `serverMessageSchema`; the web client parses pushes with the same union.
 *
 * A `senderId` a client sends is accepted for compatibility and ignored: the sender is always the
 * session's user, identified at the upgrade.
 */

/**
 * The largest client frame the server reads; bigger frames get a FRAME_TOO_LARGE error frame and
 * are dropped, the socket staying open. Frames over four times this are not even buffered: the
 * server closes the socket with 1009.
 */
export const LIVE_FRAME_MAX_BYTES = 64 * 1024;

const consultationId = z.uuid('Not a consultation id');
const ignoredSenderId = z.string().max(100).optional();
/** WebRTC descriptions and candidates are relayed as they are, within the frame limit. */
const signal = z.record(z.string(), z.unknown());
/**
 * The call a signal belongs to. Optional from clients (the spec's frames name only the
 * consultation, which has at most one open call); always set on what the server relays, so a tab
 * ignores signals of a call it is not in.
 */
const callId = z.uuid('Not a call id');

export const clientMessageSchema = z.discriminatedUnion('type', [
  /** Join a consultation's room: its owner, its professional or an admin only. */
  z.object({ type: z.literal('register'), consultationId, senderId: ignoredSenderId }),
  /** Leave a consultation's room (the dialog closed). */
  z.object({ type: z.literal('unregister'), consultationId }),
  /** An approved professional listens for new_consultation of their category. */
  z.object({ type: z.literal('register_professional'), senderId: ignoredSenderId }),
  /** A chat message, stored exactly as POST /api/consultations/{id}/messages would store it. */
  z.object({
    type: z.literal('message'),
    consultationId,
    // Stored as it comes: PostgreSQL refuses NUL and lone surrogates.
    message: z
      .string()
      .trim()
      .min(1)
      .max(MESSAGE_MAX_LENGTH)
      .refine(isSafeText, BROKEN_TEXT_MESSAGE),
    senderId: ignoredSenderId,
  }),
  /**
   * Call signalling, relayed only between the two people of the consultation's active call (the
   * sender must be one of them), to the other one's sockets.
   */
  z.object({
    type: z.literal('video_offer'),
    consultationId,
    callId: callId.optional(),
    offer: signal,
  }),
  z.object({
    type: z.literal('video_answer'),
    consultationId,
    callId: callId.optional(),
    answer: signal,
  }),
  z.object({
    type: z.literal('video_ice_candidate'),
    consultationId,
    callId: callId.optional(),
    candidate: signal,
  }),
  /** Hang Up over the channel: the same verb as POST /api/video-calls/{id}/end. */
  z.object({ type: z.literal('video_call_ended'), consultationId, callId: callId.optional() }),
  /** Keeps proxies from closing an idle socket; answered with `pong`. */
  z.object({ type: z.literal('ping') }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];

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

/** Close codes of the live channel (4000–4999 are the application's). */
export const LIVE_CLOSE_CODES = {
  /**
   * No valid session at the upgrade (the handshake completes and the socket is closed at once:
   * browsers hide a refused handshake's status), or the session ended (logout, expiry). The client
   * stops reconnecting and signs in again; any other close (1001 restart, 1006 network) is retried.
   */
  unauthenticated: 4401,
  /** The account was suspended. */
  suspended: 4403,
  /** Too many malformed or rate-limited frames. */
  policyViolation: 1008,
  /**
   * The person already holds as many sockets as one person may (LIVE_MAX_SOCKETS_PER_USER); the
   * client retries with its backoff, and gets in once one of their other tabs closes.
   */
  tooManyConnections: 4429,
} as const;
