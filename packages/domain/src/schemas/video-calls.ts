import { z } from 'zod';
import { VIDEO_CALL_MESSAGE_MAX_LENGTH, VIDEO_CALL_STATUSES } from '../video-calls.ts';

/**
 * Video calls of a consultation (docs/product/rulings.md, R-45): the assigned professional rings,
 * the user joins or declines, either hangs up. The media flows peer to peer; the server keeps the
 * call's state and relays its signalling between the two people of the call only.
 */

const timestamp = z.iso.datetime({ offset: true });

/** What the person reading a call may do with it now, from the call's state machine. */
export const videoCallAbilitiesSchema = z.object({
  /** The user rung may answer: pending, and they are the participant. */
  join: z.boolean(),
  /** The user rung may turn it down: pending, and they are the participant. */
  decline: z.boolean(),
  /** Hang Up: either person while the call is open (cancel, decline or end, as its status says). */
  end: z.boolean(),
});
export type VideoCallAbilities = z.infer<typeof videoCallAbilitiesSchema>;

/** A call as its two people and admins read it. */
export const videoCallSchema = z.object({
  id: z.uuid(),
  consultationId: z.uuid(),
  /** The professional who rang; null once their account is gone. */
  initiatorId: z.uuid().nullable(),
  initiatorName: z.string(),
  /** The user rung. */
  participantId: z.uuid().nullable(),
  participantName: z.string(),
  status: z.enum(VIDEO_CALL_STATUSES),
  /** The note sent with the invitation ('' when none). */
  message: z.string(),
  createdAt: timestamp,
  /** When the ringing stops and the call is missed, if nobody answers. */
  ringsUntil: timestamp,
  /** When the user joined. */
  startedAt: timestamp.nullable(),
  endedAt: timestamp.nullable(),
  /** Who hung up, declined or cancelled; null when the server ended it (missed, dropped). */
  endedBy: z.uuid().nullable(),
  /** From the answer to the end; null until it has both. */
  durationSeconds: z.number().int().min(0).nullable(),
  abilities: videoCallAbilitiesSchema,
});
export type VideoCallView = z.infer<typeof videoCallSchema>;

/** GET /api/video-calls/consultation/{id}: the open call, else the latest, else null. */
export const videoCallEnvelopeSchema = z.object({ videoCall: videoCallSchema.nullable() });
/** The answer of notify, join, decline and end: the call as it is now. */
export const videoCallResultSchema = z.object({ videoCall: videoCallSchema });
export type VideoCallResult = z.infer<typeof videoCallResultSchema>;

/** POST /api/video-call/notify: the assigned professional rings the user of the case. */
export const notifyVideoCallSchema = z.object({
  consultationId: z.uuid('Not a consultation id'),
  message: z
    .string()
    .trim()
    .max(
      VIDEO_CALL_MESSAGE_MAX_LENGTH,
      `The invitation note cannot exceed ${VIDEO_CALL_MESSAGE_MAX_LENGTH} characters`,
    )
    .optional()
    .transform((value) => value ?? ''),
});
export type NotifyVideoCallInput = z.input<typeof notifyVideoCallSchema>;

/** One entry of RTCConfiguration.iceServers. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()).min(1),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * GET /api/video-calls/ice-servers: STUN always (when configured), TURN with credentials that
 * expire at `expiresAt` (coturn's REST scheme) when the server has a TURN secret.
 */
export const iceServersSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** When the TURN credentials stop working; null when none were given. */
  expiresAt: timestamp.nullable(),
});
export type IceServers = z.infer<typeof iceServersSchema>;
