import { DomainError } from './domain-error.ts';

/**
 * A video call's own state machine (the consultation's lifecycle only says when one may start:
 * `startVideoCall`, assigned professional, in_progress or reopened). The server checks every verb
 * against this table; the call DTO's abilities come from it too, so the web never re-derives it.
 *
 *   pending ──join──▶ active ──hangUp / drop──▶ ended
 *      ├──decline──▶ declined        (the user turned it down)
 *      ├──cancel───▶ cancelled       (the professional hung up before an answer)
 *      └──miss─────▶ missed          (nobody answered within the ring time)
 */
export const VIDEO_CALL_STATUSES = [
  'pending',
  'active',
  'ended',
  'declined',
  'missed',
  'cancelled',
] as const;
export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];

/** A consultation has at most one call in these statuses (a unique partial index holds it). */
export const OPEN_VIDEO_CALL_STATUSES = ['pending', 'active'] as const satisfies VideoCallStatus[];

export function isOpenCall(status: VideoCallStatus): boolean {
  return (OPEN_VIDEO_CALL_STATUSES as readonly VideoCallStatus[]).includes(status);
}

/** initiator: the professional who rang; participant: the user rung; system: the timed job. */
export type CallActor = 'initiator' | 'participant' | 'system';

type CallRule = {
  readonly actors: readonly CallActor[];
  readonly from: VideoCallStatus;
  readonly to: VideoCallStatus;
  /** Completes "Cannot … a call that has been declined". */
  readonly verb: string;
};

export const CALL_TRANSITIONS = {
  join: { actors: ['participant'], from: 'pending', to: 'active', verb: 'join' },
  decline: { actors: ['participant'], from: 'pending', to: 'declined', verb: 'decline' },
  cancel: { actors: ['initiator'], from: 'pending', to: 'cancelled', verb: 'cancel' },
  hangUp: { actors: ['initiator', 'participant'], from: 'active', to: 'ended', verb: 'end' },
  miss: { actors: ['system'], from: 'pending', to: 'missed', verb: 'mark as missed' },
  /** Both people's live channels have been gone too long, or the case left the call statuses. */
  drop: { actors: ['system'], from: 'active', to: 'ended', verb: 'end' },
} as const satisfies Record<string, CallRule>;
export type CallAction = keyof typeof CALL_TRANSITIONS;

const STATUS_CLAUSES: Record<VideoCallStatus, string> = {
  pending: 'is still ringing',
  active: 'is in progress',
  ended: 'has ended',
  declined: 'was declined',
  missed: 'was missed',
  cancelled: 'was cancelled',
};

/** A call verb refused in the call's current status; the server answers 409. */
export class CallTransitionError extends DomainError {
  declare readonly code: 'CALL_TRANSITION_REFUSED';
  constructor(
    readonly status: VideoCallStatus,
    readonly action: CallAction,
  ) {
    super(
      'CALL_TRANSITION_REFUSED',
      { action, status },
      `Cannot ${CALL_TRANSITIONS[action].verb} a call that ${STATUS_CLAUSES[status]}`,
    );
    this.name = 'CallTransitionError';
  }
}

export function canCallTransition(status: VideoCallStatus, action: CallAction): boolean {
  return CALL_TRANSITIONS[action].from === status;
}

export function canCallActorTake(action: CallAction, actor: CallActor): boolean {
  return (CALL_TRANSITIONS[action].actors as readonly CallActor[]).includes(actor);
}

/** The status the verb leads to; throws `CallTransitionError` when the status does not allow it. */
export function assertCallTransition(status: VideoCallStatus, action: CallAction): VideoCallStatus {
  if (!canCallTransition(status, action)) throw new CallTransitionError(status, action);
  return CALL_TRANSITIONS[action].to;
}

/**
 * What a person's Hang Up means in the call's current status: before an answer the professional
 * cancels and the user declines; once joined either ends it. Null when the call is over.
 */
export function hangUpActionOf(
  status: VideoCallStatus,
  actor: Exclude<CallActor, 'system'>,
): CallAction | null {
  if (status === 'active') return 'hangUp';
  if (status === 'pending') return actor === 'initiator' ? 'cancel' : 'decline';
  return null;
}

/** How long a call rings before it is missed. */
export const VIDEO_CALL_RING_MS = 60_000;
/** How long the dialog stays on "Call ended" before it closes, on both sides. */
export const VIDEO_CALL_CLOSE_DELAY_MS = 1_500;
/** The optional note a professional sends with the invitation. */
export const VIDEO_CALL_MESSAGE_MAX_LENGTH = 300;

/** Seconds between the answer and the end of a call; null when it was never answered. */
export function callDurationSeconds(startedAt: Date | null, endedAt: Date | null): number | null {
  if (!startedAt || !endedAt) return null;
  return Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000));
}
