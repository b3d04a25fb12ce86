import { errorMessage } from '@salahkar/domain';
import { describe, expect, it } from 'vitest';
import { VIDEO_CALL_STATUSES, type VideoCallStatus } from '@salahkar/domain';
import {
  authorizeCallVerb,
  callAbilitiesOf,
  callRelationOf,
  type CallRelation,
  type CallVerb,
  type PolicyCall,
} from './video-call-policy.ts';
import type { Person } from './person.ts';
import { refusal as refusalIn, refusalOf } from './policy-refusal.fixture.ts';

const VIDEO_CALL_NOT_FOUND = errorMessage('VIDEO_CALL_NOT_FOUND');

// The call matrix written out by hand: for every kind of viewer, its relation to a call between
// a professional and the user they rang, and the statuses in which each verb is allowed (the
// outcome named). Everything not listed is refused: 404 for people outside the call, 403 for the
// wrong side, 409 for the wrong state.

const INITIATOR = 'professional-id';
const PARTICIPANT = 'user-id';

const VIEWERS = {
  initiator: { id: INITIATOR, role: 'professional' },
  participant: { id: PARTICIPANT, role: 'user' },
  admin: { id: 'admin-id', role: 'admin' },
  otherProfessional: { id: 'other-pro', role: 'professional' },
  otherUser: { id: 'someone-else', role: 'user' },
  suspendedParticipant: { id: PARTICIPANT, role: 'user', isSuspended: true },
  anonymous: null,
} satisfies Record<string, Pick<Person, 'id' | 'role' | 'isSuspended'> | null>;
type ViewerName = keyof typeof VIEWERS;

const RELATIONS: Record<ViewerName, CallRelation> = {
  initiator: 'initiator',
  participant: 'participant',
  admin: 'admin',
  otherProfessional: 'none',
  otherUser: 'none',
  suspendedParticipant: 'none',
  anonymous: 'none',
};

/** Per viewer and verb, the statuses it is allowed in and what it leads to there. */
const ALLOWED: Partial<
  Record<ViewerName, Partial<Record<CallVerb, Partial<Record<VideoCallStatus, VideoCallStatus>>>>>
> = {
  initiator: { end: { pending: 'cancelled', active: 'ended' } },
  participant: {
    join: { pending: 'active' },
    decline: { pending: 'declined' },
    end: { pending: 'declined', active: 'ended' },
  },
};

const VERBS: CallVerb[] = ['join', 'decline', 'end'];

function callIn(status: VideoCallStatus): PolicyCall {
  return { initiatorId: INITIATOR, participantId: PARTICIPANT, status };
}

/** 404 outside the call, 403 for the professional answering their own call, else 409. */
function refusedWith(relation: CallRelation, verb: CallVerb): number {
  if (relation !== 'initiator' && relation !== 'participant') return 404;
  return relation === 'initiator' && verb !== 'end' ? 403 : 409;
}

/** The status a verb moves the call to, or the HTTP status of its refusal. */
function outcome(run: () => { next: VideoCallStatus }): VideoCallStatus | number {
  let next: VideoCallStatus | undefined;
  const refused = refusalOf(() => ({ next } = run()));
  return refused ? refused.status : next!;
}

describe('video call policy matrix', () => {
  for (const name of Object.keys(VIEWERS) as ViewerName[]) {
    const viewer = VIEWERS[name];
    for (const status of VIDEO_CALL_STATUSES) {
      it(`${name} on a ${status} call`, () => {
        const call = callIn(status);
        const relation = callRelationOf(viewer, call);
        expect(relation).toBe(RELATIONS[name]);
        const abilities = callAbilitiesOf(relation, status);
        for (const verb of VERBS) {
          const allowedTo = ALLOWED[name]?.[verb]?.[status];
          expect(abilities[verb], verb).toBe(allowedTo !== undefined);
          if (!viewer) continue;
          const got = outcome(() => authorizeCallVerb(viewer, call, verb));
          expect(got, verb).toBe(allowedTo ?? refusedWith(relation, verb));
        }
      });
    }
  }
});

describe('refusals, in the order a person can make sense of', () => {
  const refusal = (
    viewer: Pick<Person, 'id' | 'role' | 'isSuspended'>,
    status: VideoCallStatus,
    verb: CallVerb,
  ) => {
    const { code, message } = refusalIn(() => authorizeCallVerb(viewer, callIn(status), verb));
    return { code, message };
  };

  it('treats an admin as a stranger: they watch a case, they are not in its calls', () => {
    expect(refusal(VIEWERS.admin, 'active', 'end')).toEqual({
      code: 'VIDEO_CALL_NOT_FOUND',
      message: VIDEO_CALL_NOT_FOUND,
    });
  });

  it('tells the professional only the person rung answers, whatever the state', () => {
    for (const status of ['pending', 'ended'] as const) {
      expect(refusal(VIEWERS.initiator, status, 'join')).toEqual({
        code: 'NOT_CALLEE_JOIN',
        message: 'Only the person being called can join this video call',
      });
    }
    expect(refusal(VIEWERS.initiator, 'pending', 'decline').message).toBe(
      'Only the person being called can decline this video call',
    );
  });

  it('names the state of a call that cannot take the verb', () => {
    expect(refusal(VIEWERS.participant, 'active', 'join')).toEqual({
      code: 'CALL_TRANSITION_REFUSED',
      message: 'Cannot join a call that is in progress',
    });
    expect(refusal(VIEWERS.participant, 'active', 'decline').message).toBe(
      'Cannot decline a call that is in progress',
    );
    expect(refusal(VIEWERS.initiator, 'ended', 'end').message).toBe(
      'Cannot end a call that has ended',
    );
    expect(refusal(VIEWERS.participant, 'missed', 'end').message).toBe(
      'Cannot end a call that was missed',
    );
  });
});
