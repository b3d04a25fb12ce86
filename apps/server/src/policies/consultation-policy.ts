import {
  canActorTake,
  canTransition,
  assertTransition,
  fromStatusesOf,
  isWithinComplaintWindow,
  isWithinReopenWindow,
  UPLOAD_RULES,
  type Actor as Relation,
  type Category,
  type ConsultationAbilities,
  type ConsultationAction,
  type ConsultationStatus,
  type OutcomeOf,
  type CodeWithStatus,
} from '@salahkar/domain';
import { conflict, forbidden, notFound } from '../errors.ts';
import type { Person } from './person.ts';

/**
 * Who may do what with a consultation, declared once. Services call `authorize` before they
 * write; presenters call `abilitiesOf` so the web app shows exactly the buttons the server allows.
 * The lifecycle table (TRANSITIONS) says which relation an action belongs to and in which statuses
 * it is allowed; this module works out the viewer's relations and adds the facts beyond the status
 * (an offer already made, a review already left) that turn an action off.
 */

/** The parts of a consultation row the rules read. */
export interface PolicyConsultation {
  userId: string;
  assignedTo: string | null;
  category: Category;
  status: ConsultationStatus;
  files: readonly unknown[];
  /** When the professional marked it resolved; the reopen window runs from here. */
  closedAt?: Date | null;
  /** When the case completed; the owner's query window runs from here. */
  completedAt?: Date | null;
  /** The owner's query on the completed case: raised, then resolved by an admin. */
  complaintRaisedAt?: Date | null;
  complaintResolvedAt?: Date | null;
}

/** Facts beyond the row, loaded in batches for lists (consultation-facts.ts). */
export interface ConsultationFacts {
  /** The viewer has a pending or accepted offer on the request. */
  viewerHasLiveOffer: boolean;
  /** The owner has already reviewed the consultation. */
  hasReview: boolean;
  /** One of the request's offers has been chosen (awaiting payment or paid). */
  hasAcceptedOffer: boolean;
  /** A payment awaits the owner and its hold has not lapsed. */
  hasPayablePayment: boolean;
  /** The assigned professional has sent a chat message since they were assigned. */
  professionalHasReplied: boolean;
  /** The moment the timed conditions (the reopen window) are judged at; the clock when absent. */
  now?: Date;
}

export const NO_FACTS: ConsultationFacts = {
  viewerHasLiveOffer: false,
  hasReview: false,
  hasAcceptedOffer: false,
  hasPayablePayment: false,
  professionalHasReplied: false,
};

const MAX_DOCUMENTS = UPLOAD_RULES.consultationDocument.maxFiles;

/**
 * The viewer's relations to the consultation, in the lifecycle's words (the domain calls them
 * actors: who may take a transition). 'professional' is an
 * approved professional of the request's category; an unapproved one has no relation at all.
 */
export function relationsOf(viewer: Person | null, consultation: PolicyConsultation): Relation[] {
  if (!viewer || viewer.isSuspended) return [];
  const relations: Relation[] = [];
  if (viewer.id === consultation.userId) relations.push('owner');
  if (viewer.role === 'professional') {
    // The case stays theirs even if their approval is later withdrawn: the user paid for it.
    if (viewer.id === consultation.assignedTo) relations.push('assigned_professional');
    if (viewer.isApproved && viewer.specialization === consultation.category) {
      relations.push('professional');
    }
  }
  if (viewer.role === 'admin') relations.push('admin');
  return relations;
}

/** Professionals of the category read a request only while it can still take offers. */
const OPEN_TO_PROFESSIONALS: readonly ConsultationStatus[] = fromStatusesOf('submitOffer');

/**
 * Whether the viewer may read the consultation (and download its documents): its owner, its
 * professional, admins, and approved professionals of its category while it seeks offers.
 */
export function canView(viewer: Person | null, consultation: PolicyConsultation): boolean {
  const relations = relationsOf(viewer, consultation);
  if (relations.some((relation) => relation !== 'professional')) return true;
  return relations.includes('professional') && OPEN_TO_PROFESSIONALS.includes(consultation.status);
}

/**
 * Who may read a consultation's chat (and download its files): its owner, its assigned
 * professional and admins. Professionals of the category who may read an open request do not.
 */
export function canReadChat(viewer: Person | null, consultation: PolicyConsultation): boolean {
  return relationsOf(viewer, consultation).some((relation) => relation !== 'professional');
}

/** Who may see a consultation's payments: its owner, its assigned professional and admins. */
export function canSeePayments(viewer: Person | null, consultation: PolicyConsultation): boolean {
  return relationsOf(viewer, consultation).some((relation) => relation !== 'professional');
}

interface AbilityRule {
  action: ConsultationAction;
  /** The 403 for a viewer who may read the request but has the wrong relation. */
  wrongRelation: CodeWithStatus<403>;
  /** A fact that turns the action off in an allowed status: the 409's code, or null. */
  blockedBy?: (
    consultation: PolicyConsultation,
    facts: ConsultationFacts,
  ) => CodeWithStatus<409> | null;
}

/** Every consultation ability a person can be granted, with the lifecycle action behind it. */
export const CONSULTATION_RULES = {
  edit: {
    action: 'editRequest',
    wrongRelation: 'NOT_OWNER_EDIT',
  },
  delete: {
    action: 'deleteRequest',
    wrongRelation: 'NOT_OWNER_DELETE',
  },
  uploadDocuments: {
    action: 'attachDocuments',
    wrongRelation: 'NOT_OWNER_DOCUMENTS',
    blockedBy: (consultation) =>
      consultation.files.length >= MAX_DOCUMENTS ? 'DOCUMENTS_FULL' : null,
  },
  offer: {
    action: 'submitOffer',
    wrongRelation: 'NOT_ELIGIBLE_TO_OFFER',
    blockedBy: (_consultation, facts) => (facts.viewerHasLiveOffer ? 'OFFER_ALREADY_MADE' : null),
  },
  acceptOffer: {
    action: 'acceptOffer',
    wrongRelation: 'NOT_OWNER_ACCEPT',
    blockedBy: (_consultation, facts) => (facts.hasAcceptedOffer ? 'OFFER_ALREADY_CHOSEN' : null),
  },
  review: {
    action: 'leaveReview',
    wrongRelation: 'NOT_OWNER_REVIEW',
    blockedBy: (consultation, facts) => {
      if (facts.hasReview) return 'ALREADY_REVIEWED';
      return consultation.assignedTo === null ? 'NO_PROFESSIONAL_TO_REVIEW' : null;
    },
  },
  /** The owner (re)opens the checkout of the chosen offer while its hold lasts. */
  pay: {
    action: 'acceptOffer',
    wrongRelation: 'NOT_OWNER_PAY',
    blockedBy: (_consultation, facts) => (facts.hasPayablePayment ? null : 'NO_PAYMENT_WAITING'),
  },
  cancel: {
    action: 'cancelAssigned',
    wrongRelation: 'NOT_OWNER_CANCEL',
    blockedBy: (_consultation, facts) =>
      facts.professionalHasReplied ? 'PROFESSIONAL_ALREADY_REPLIED' : null,
  },
  withdraw: {
    action: 'withdrawByProfessional',
    wrongRelation: 'NOT_ASSIGNED_WITHDRAW',
  },
  /** Admins read every chat but do not post in it: the conversation is the two participants'. */
  chat: {
    action: 'sendMessage',
    wrongRelation: 'NOT_PARTICIPANT_CHAT',
  },
  resolve: {
    action: 'markResolved',
    wrongRelation: 'NOT_ASSIGNED_RESOLVE',
  },
  reopen: {
    action: 'requestReopen',
    wrongRelation: 'NOT_OWNER_REOPEN',
    blockedBy: (consultation, facts) =>
      consultation.closedAt && isWithinReopenWindow(consultation.closedAt, facts.now ?? new Date())
        ? null
        : 'REOPEN_WINDOW_EXPIRED',
  },
  /** The assigned professional rings the user; the call's own rules are video-calls.ts's. */
  startVideoCall: {
    action: 'startVideoCall',
    wrongRelation: 'NOT_ASSIGNED_VIDEO_CALL',
  },
  /** The owner's query on a completed case, within 7 days and one open at a time. */
  raiseComplaint: {
    action: 'raiseComplaint',
    wrongRelation: 'NOT_OWNER_COMPLAINT',
    blockedBy: (consultation, facts) => {
      if (consultation.complaintRaisedAt && !consultation.complaintResolvedAt)
        return 'COMPLAINT_ALREADY_OPEN';
      return consultation.completedAt &&
        isWithinComplaintWindow(consultation.completedAt, facts.now ?? new Date())
        ? null
        : 'COMPLAINT_WINDOW_EXPIRED';
    },
  },
} as const satisfies Record<string, AbilityRule>;

export type ConsultationAbility = keyof typeof CONSULTATION_RULES;

function hasRelationFor(
  viewer: Person | null,
  consultation: PolicyConsultation,
  rule: AbilityRule,
): boolean {
  return relationsOf(viewer, consultation).some((relation) => canActorTake(rule.action, relation));
}

/** Whether the viewer may take the action now. */
export function can(
  viewer: Person | null,
  ability: ConsultationAbility,
  consultation: PolicyConsultation,
  facts: ConsultationFacts = NO_FACTS,
): boolean {
  const rule: AbilityRule = CONSULTATION_RULES[ability];
  return (
    canView(viewer, consultation) &&
    hasRelationFor(viewer, consultation, rule) &&
    canTransition(consultation.status, rule.action) &&
    (rule.blockedBy?.(consultation, facts) ?? null) === null
  );
}

/** The abilities block of the consultation DTO. */
export function abilitiesOf(
  viewer: Person | null,
  consultation: PolicyConsultation,
  facts: ConsultationFacts,
): ConsultationAbilities {
  return {
    edit: can(viewer, 'edit', consultation, facts),
    delete: can(viewer, 'delete', consultation, facts),
    uploadDocuments: can(viewer, 'uploadDocuments', consultation, facts),
    offer: can(viewer, 'offer', consultation, facts),
    acceptOffer: can(viewer, 'acceptOffer', consultation, facts),
    review: can(viewer, 'review', consultation, facts),
    cancel: can(viewer, 'cancel', consultation, facts),
    withdraw: can(viewer, 'withdraw', consultation, facts),
    pay: can(viewer, 'pay', consultation, facts),
    chat: can(viewer, 'chat', consultation, facts),
    // A request nobody has taken has no conversation yet.
    readChat: consultation.assignedTo !== null && canReadChat(viewer, consultation),
    resolve: can(viewer, 'resolve', consultation, facts),
    reopen: can(viewer, 'reopen', consultation, facts),
    raiseComplaint: can(viewer, 'raiseComplaint', consultation, facts),
    startVideoCall: can(viewer, 'startVideoCall', consultation, facts),
  };
}

/** 404 unless the viewer may read the consultation: a stranger never learns that it exists. */
export function assertCanView(viewer: Person | null, consultation: PolicyConsultation): void {
  if (!canView(viewer, consultation)) throw notFound('CONSULTATION_NOT_FOUND');
}

/**
 * Refuses what the viewer may not do, in the order a person can make sense of: a request they
 * cannot see is 404, the wrong relation 403, the wrong status 409 naming it, a blocking fact 409.
 * Returns the status the action leads to.
 */
export function authorize<A extends ConsultationAbility>(
  viewer: Person | null,
  ability: A,
  consultation: PolicyConsultation,
  facts: ConsultationFacts = NO_FACTS,
): OutcomeOf<(typeof CONSULTATION_RULES)[A]['action']> {
  const rule: AbilityRule = CONSULTATION_RULES[ability];
  assertCanView(viewer, consultation);
  if (!hasRelationFor(viewer, consultation, rule)) throw forbidden(rule.wrongRelation);
  const next = assertTransition(consultation.status, rule.action);
  const blocker = rule.blockedBy?.(consultation, facts);
  if (blocker === 'DOCUMENTS_FULL') throw conflict(blocker, { max: MAX_DOCUMENTS });
  if (blocker) throw conflict(blocker);
  return next as OutcomeOf<(typeof CONSULTATION_RULES)[A]['action']>;
}
