import { z } from 'zod';
import { CATEGORIES, CONSULTATION_STATUSES } from './enums.ts';
import { chatMessageSchema, MESSAGE_MAX_LENGTH } from './schemas/chat.ts';
import { notificationSchema } from './schemas/notifications.ts';

/**
 * Every message of the live channel (WebSocket at /ws), both directions, as spec section 7 names
 * them. The server validates each client frame against `clientMessageSchema` and builds each push
 * from `serverMessageSchema`; the web client parses pushes with the same union.
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
    message: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH),
    senderId: ignoredSenderId,
  }),
  z.object({ type: z.literal('video_offer'), consultationId, offer: signal }),
  z.object({ type: z.literal('video_answer'), consultationId, answer: signal }),
  z.object({ type: z.literal('video_ice_candidate'), consultationId, candidate: signal }),
  z.object({ type: z.literal('video_call_ended'), consultationId }),
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
  z.object({ type: z.literal('message'), data: chatMessageSchema }),
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
    }),
  }),
  /** To the people of a consultation: its status or payment changed. */
  z.object({
    type: z.literal('consultation_update'),
    data: z.object({
      consultation: liveConsultationSchema,
      updateType: z.enum(CONSULTATION_UPDATE_TYPES),
    }),
  }),
  /** To approved professionals of the category: a request they can offer on. */
  z.object({
    type: z.literal('new_consultation'),
    data: z.object({ category: z.enum(CATEGORIES), consultation: liveConsultationSchema }),
  }),
  /** To the chosen professional: the user paid for their offer. */
  z.object({
    type: z.literal('offer_accepted'),
    data: z.object({ professionalId: z.uuid(), consultation: liveConsultationSchema }),
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
  z.object({ type: z.literal('video_call_invitation'), data: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('video_call_joined'), data: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('video_offer'), consultationId, offer: signal }),
  z.object({ type: z.literal('video_answer'), consultationId, answer: signal }),
  z.object({ type: z.literal('video_ice_candidate'), consultationId, candidate: signal }),
  z.object({ type: z.literal('video_call_ended'), consultationId }),
  z.object({ type: z.literal('pong') }),
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
