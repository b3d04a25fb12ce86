import type { ConsultationStatus } from './enums.ts';
import { LABELS } from './labels.ts';
import { DomainError } from './domain-error.ts';

/**
 * The consultation state machine of docs/product/rulings.md as a table of named actions. The
 * server calls `assertTransition` before every write that touches a consultation; the web app reads
 * the abilities the server puts on each DTO instead of re-deriving the rules.
 *
 * Who may act is a relation to the consultation, checked by the server's policies (403); this
 * table only says which relation an action belongs to. Status is checked here (409).
 */

export const ACTORS = [
  'owner',
  'assigned_professional',
  // any approved professional of the consultation's category
  'professional',
  'admin',
  // the server itself: payment verification and timed jobs
  'system',
] as const;
export type Actor = (typeof ACTORS)[number];

/** The result of deleting a request: the row is gone, it has no status any more. */
export const DELETED = 'deleted';
export type TransitionOutcome = ConsultationStatus | typeof DELETED;

/**
 * Facts beyond the status that an action also needs; the service checks each one (with the
 * data it has loaded) before writing. Time conditions have pure checks in consultation-windows.ts.
 */
export const TRANSITION_CONDITIONS = {
  payment_verified: 'The gateway has confirmed the payment for the accepted offer',
  no_professional_reply: 'The assigned professional has not sent a message yet',
  within_reopen_window: 'Less than 24 hours have passed since the case was closed',
  reopen_window_elapsed: '24 hours have passed since the case was closed',
  within_complaint_window: 'Less than 7 days have passed since the case was completed',
  no_open_complaint: 'No query on the case is waiting for an admin',
  open_complaint: 'A query on the case is waiting for an admin',
  not_reviewed_yet: 'The user has not reviewed this consultation yet',
} as const;
export type TransitionCondition = keyof typeof TRANSITION_CONDITIONS;

type TransitionRule = {
  readonly actors: readonly Actor[];
  /** From each status the action is allowed in, to the status it leads to. */
  readonly moves: Readonly<Partial<Record<ConsultationStatus, TransitionOutcome>>>;
  readonly conditions: readonly TransitionCondition[];
  /** Completes "Cannot … a consultation that is Completed". */
  readonly verb: string;
};

export const TRANSITIONS = {
  submitOffer: {
    actors: ['professional'],
    moves: { open: 'pending_offers', pending_offers: 'pending_offers' },
    conditions: [],
    verb: 'submit an offer on',
  },
  editRequest: {
    actors: ['owner'],
    // Open means no offers exist yet: the first offer moves the request to pending_offers.
    moves: { open: 'open' },
    conditions: [],
    verb: 'edit',
  },
  deleteRequest: {
    actors: ['owner'],
    moves: { open: DELETED },
    conditions: [],
    verb: 'delete',
  },
  /** Supporting documents may be added while professionals can still read the request and offer. */
  attachDocuments: {
    actors: ['owner'],
    moves: { open: 'open', pending_offers: 'pending_offers' },
    conditions: [],
    verb: 'add documents to',
  },
  /** The owner picks an offer and a gateway order is created; the status waits for payment. */
  acceptOffer: {
    actors: ['owner'],
    moves: { pending_offers: 'pending_offers' },
    conditions: [],
    verb: 'accept an offer on',
  },
  assignOnPayment: {
    actors: ['system'],
    moves: { pending_offers: 'assigned' },
    conditions: ['payment_verified'],
    verb: 'assign',
  },
  /** Any message while assigned is the first of this assignment, so it starts the consultation. */
  sendMessage: {
    actors: ['owner', 'assigned_professional'],
    moves: { assigned: 'in_progress', in_progress: 'in_progress', reopened: 'reopened' },
    conditions: [],
    verb: 'send a message in',
  },
  startVideoCall: {
    actors: ['assigned_professional'],
    moves: { in_progress: 'in_progress', reopened: 'reopened' },
    conditions: [],
    verb: 'start a video call in',
  },
  markResolved: {
    actors: ['assigned_professional'],
    moves: { assigned: 'closed', in_progress: 'closed', reopened: 'closed' },
    conditions: [],
    verb: 'mark as resolved',
  },
  /**
   * The owner cancels before the professional's first reply (full refund). Allowed in in_progress
   * too, since the owner's own first message already moved the case there. The request goes back
   * to open, listed again for new offers, and the owner may still delete it from there.
   */
  cancelAssigned: {
    actors: ['owner'],
    moves: { assigned: 'open', in_progress: 'open' },
    conditions: ['no_professional_reply'],
    verb: 'cancel',
  },
  /** The professional gives the case up (full refund); like a cancellation it is listed again. */
  withdrawByProfessional: {
    actors: ['assigned_professional'],
    moves: { assigned: 'open', in_progress: 'open' },
    conditions: [],
    verb: 'withdraw from',
  },
  requestReopen: {
    actors: ['owner'],
    moves: { closed: 'under_admin_review' },
    conditions: ['within_reopen_window'],
    verb: 'request a reopen of',
  },
  approveReopen: {
    actors: ['admin'],
    moves: { under_admin_review: 'reopened' },
    conditions: [],
    verb: 'approve a reopen of',
  },
  declineReopen: {
    actors: ['admin'],
    moves: { under_admin_review: 'completed' },
    conditions: [],
    verb: 'decline a reopen of',
  },
  completeAfterWindow: {
    actors: ['system'],
    moves: { closed: 'completed' },
    conditions: ['reopen_window_elapsed'],
    verb: 'complete',
  },
  raiseComplaint: {
    actors: ['owner'],
    moves: { completed: 'completed' },
    conditions: ['within_complaint_window', 'no_open_complaint'],
    verb: 'raise a query on',
  },
  /** The admin answers a query, optionally with a refund; the case stays completed. */
  resolveComplaint: {
    actors: ['admin'],
    moves: { completed: 'completed' },
    conditions: ['open_complaint'],
    verb: 'resolve a query on',
  },
  /** The admin answers a query by handing the case to another professional of its category. */
  rerouteCase: {
    actors: ['admin'],
    moves: { completed: 'assigned' },
    conditions: ['open_complaint'],
    verb: 'reroute',
  },
  leaveReview: {
    actors: ['owner'],
    moves: { completed: 'completed' },
    conditions: ['not_reviewed_yet'],
    verb: 'review',
  },
} as const satisfies Record<string, TransitionRule>;

export type ConsultationAction = keyof typeof TRANSITIONS;
export const CONSULTATION_ACTIONS = Object.keys(TRANSITIONS) as ConsultationAction[];

/**
 * Where each transition happens: the server function that checks it (authorize or
 * assertTransition) and writes the new status, as `file#function` under apps/server/src/. A new
 * action does not compile without its line here; apps/server/src/policies/transition-sites.test.ts
 * checks that every file still defines its function. The same table is in docs/product/rulings.md
 * . Kept apart from TRANSITIONS so the web app's bundle leaves it out.
 */
export const TRANSITION_SITES = {
  submitOffer: 'modules/offers/offers.service.ts#submitOffer',
  editRequest: 'modules/consultations/consultations.service.ts#updateConsultation',
  deleteRequest: 'modules/consultations/consultations.service.ts#deleteConsultation',
  attachDocuments: 'modules/consultations/consultation-documents.ts#attachDocuments',
  acceptOffer: 'modules/offers/offers.service.ts#acceptOffer',
  assignOnPayment: 'modules/payments/capture.ts#captureIn',
  sendMessage: 'modules/chat/chat.service.ts#postMessage',
  startVideoCall: 'modules/video-calls/video-calls.service.ts#startVideoCall',
  markResolved: 'modules/case-closing/case-closing.service.ts#takeParticipantStep',
  cancelAssigned: 'modules/refunds/cancellations.service.ts#giveUpConsultation',
  withdrawByProfessional: 'modules/refunds/cancellations.service.ts#giveUpConsultation',
  requestReopen: 'modules/case-closing/case-closing.service.ts#takeParticipantStep',
  approveReopen: 'modules/case-closing/case-closing.service.ts#decideReopen',
  declineReopen: 'modules/case-closing/case-closing.service.ts#decideReopen',
  completeAfterWindow: 'modules/case-closing/consultation-completion.job.ts#completeNextCase',
  raiseComplaint: 'modules/complaints/complaints.service.ts#raiseComplaint',
  resolveComplaint: 'modules/complaints/complaints.service.ts#resolveComplaint',
  rerouteCase: 'modules/complaints/complaints.service.ts#rerouteConsultation',
  leaveReview: 'modules/reviews/reviews.service.ts#leaveReview',
} as const satisfies Record<ConsultationAction, `${string}.ts#${string}`>;

type MovesOf<A extends ConsultationAction> = (typeof TRANSITIONS)[A]['moves'];
/** The statuses an action can lead to, e.g. 'closed' for markResolved. */
export type OutcomeOf<A extends ConsultationAction> = MovesOf<A>[keyof MovesOf<A>];

function movesOf(
  action: ConsultationAction,
): Partial<Record<ConsultationStatus, TransitionOutcome>> {
  return TRANSITIONS[action].moves;
}

/** The statuses an action is allowed in. */
export function fromStatusesOf(action: ConsultationAction): ConsultationStatus[] {
  return Object.keys(movesOf(action)) as ConsultationStatus[];
}

/** Chat (and file sending) is open in these statuses only. */
export const CHAT_ALLOWED_STATUSES: readonly ConsultationStatus[] = fromStatusesOf('sendMessage');

export function canTransition(status: ConsultationStatus, action: ConsultationAction): boolean {
  return movesOf(action)[status] !== undefined;
}

/** The status an action leads to from `status`, or null when the action is not allowed there. */
function nextStatus<A extends ConsultationAction>(
  status: ConsultationStatus,
  action: A,
): OutcomeOf<A> | null {
  return (movesOf(action)[status] as OutcomeOf<A> | undefined) ?? null;
}

export function canActorTake(action: ConsultationAction, actor: Actor): boolean {
  return (TRANSITIONS[action].actors as readonly Actor[]).includes(actor);
}

/** How a status reads after "a consultation that": 'is Completed', 'has counter offers'. */
const STATUS_CLAUSES: Record<ConsultationStatus, string> = {
  open: `is ${LABELS.en.status.open}`,
  pending_offers: 'has counter offers',
  assigned: `is ${LABELS.en.status.assigned}`,
  in_progress: `is ${LABELS.en.status.in_progress}`,
  closed: `is ${LABELS.en.status.closed}`,
  under_admin_review: `is ${LABELS.en.status.under_admin_review}`,
  reopened: `is ${LABELS.en.status.reopened}`,
  completed: `is ${LABELS.en.status.completed}`,
};

/** An action refused in the consultation's current status; the server answers 409. */
export class TransitionError extends DomainError {
  declare readonly code: 'TRANSITION_REFUSED';
  readonly status: ConsultationStatus;
  readonly action: ConsultationAction;
  constructor(status: ConsultationStatus, action: ConsultationAction) {
    super(
      'TRANSITION_REFUSED',
      { action, status },
      `Cannot ${TRANSITIONS[action].verb} a consultation that ${STATUS_CLAUSES[status]}`,
    );
    this.name = 'TransitionError';
    this.status = status;
    this.action = action;
  }
}

/** The status an action leads to; throws `TransitionError` when the status does not allow it. */
export function assertTransition<A extends ConsultationAction>(
  status: ConsultationStatus,
  action: A,
): OutcomeOf<A> {
  const next = nextStatus(status, action);
  if (next === null) throw new TransitionError(status, action);
  return next;
}
