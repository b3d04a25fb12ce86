import { z } from 'zod';
import { callId, consultationId, signal } from './live-frame-fields.ts';
import { MESSAGE_MAX_LENGTH } from './schemas/chat.ts';
import { BROKEN_TEXT_MESSAGE, isSafeText } from './schemas/text.ts';

/**
 * What clients send over the live channel (WebSocket at /ws), as docs/product/rulings.md
 * names the frames. The server validates each client frame against `clientMessageSchema`; the web
 * app only sends them (its types), so it never builds these schemas. The pushes the other way are
 * in live-events.ts.
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

const ignoredSenderId = z.string().max(100).optional();

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
