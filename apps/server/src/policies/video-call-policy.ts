import {
  assertCallTransition,
  canCallActorTake,
  canCallTransition,
  hangUpActionOf,
  type CallAction,
  type VideoCallAbilities,
  type VideoCallStatus,
  type CodeWithStatus,
} from '@salahkar/domain';
import { forbidden, notFound } from '../errors.ts';
import type { Person } from './person.ts';

/**
 * Who may do what with a video call, declared once. Who may start one is the consultation
 * policy's `startVideoCall`; once it exists, a call belongs to its two people. Admins may read it
 * (the consultation view, its chat line) but are not in it: for every verb they are strangers.
 * The state machine is the domain's CALL_TRANSITIONS; this module adds the viewer's relation.
 *
 * The viewer is a `Pick<Person, 'id' | 'role' | 'isSuspended'>`: a call's relation needs no
 * approval or category (the live channel passes just those); a suspended account has no relation
 * to anything.
 */

/** initiator: the professional who rang; participant: the user rung. */
export type CallRelation = 'initiator' | 'participant' | 'admin' | 'none';

/** The parts of a call row the rules read. */
export interface PolicyCall {
  initiatorId: string | null;
  participantId: string | null;
  status: VideoCallStatus;
}

/** The verbs a person takes on a call over HTTP (and `end` over the live channel too). */
export type CallVerb = 'join' | 'decline' | 'end';

/** The 403 of the one verb with a single side: only the person rung answers or turns it down. */
const WRONG_SIDE: Record<Exclude<CallVerb, 'end'>, CodeWithStatus<403>> = {
  join: 'NOT_CALLEE_JOIN',
  decline: 'NOT_CALLEE_DECLINE',
};

export function callRelationOf(
  viewer: Pick<Person, 'id' | 'role' | 'isSuspended'> | null,
  call: Pick<PolicyCall, 'initiatorId' | 'participantId'>,
): CallRelation {
  if (!viewer || viewer.isSuspended) return 'none';
  if (viewer.id === call.initiatorId) return 'initiator';
  if (viewer.id === call.participantId) return 'participant';
  return viewer.role === 'admin' ? 'admin' : 'none';
}

/** The abilities block of the call DTO, for a person of the given relation. */
export function callAbilitiesOf(
  relation: CallRelation,
  status: VideoCallStatus,
): VideoCallAbilities {
  if (relation !== 'initiator' && relation !== 'participant') {
    return { join: false, decline: false, end: false };
  }
  const may = (action: CallAction) =>
    canCallActorTake(action, relation) && canCallTransition(status, action);
  return {
    join: may('join'),
    decline: may('decline'),
    end: hangUpActionOf(status, relation) !== null,
  };
}

/**
 * Refuses what the viewer may not do to the call, in the consultation policy's order: not one of
 * its two people is 404 (an admin included), the wrong side 403, the wrong state 409 with the
 * domain's message. Returns the action the verb is in this state: `end` cancels a call still
 * ringing (initiator), declines it (participant) or hangs up an active one.
 */
export function authorizeCallVerb(
  viewer: Pick<Person, 'id' | 'role' | 'isSuspended'>,
  call: PolicyCall,
  verb: CallVerb,
): { action: CallAction; next: VideoCallStatus } {
  const relation = callRelationOf(viewer, call);
  if (relation !== 'initiator' && relation !== 'participant') {
    throw notFound('VIDEO_CALL_NOT_FOUND');
  }
  // Over, `end` has no meaning left: asked as a hang-up, the domain names the state it is in.
  const action = verb === 'end' ? (hangUpActionOf(call.status, relation) ?? 'hangUp') : verb;
  if (verb !== 'end' && !canCallActorTake(action, relation)) throw forbidden(WRONG_SIDE[verb]);
  return { action, next: assertCallTransition(call.status, action) };
}
