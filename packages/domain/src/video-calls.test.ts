import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertCallTransition,
  CALL_TRANSITIONS,
  callDurationSeconds,
  CallTransitionError,
  hangUpActionOf,
  isOpenCall,
  VIDEO_CALL_STATUSES,
  type CallAction,
  type VideoCallStatus,
} from './video-calls.ts';

// Written from the call's story, independently of CALL_TRANSITIONS: every allowed (status, verb)
// pair and where it leads. Every pair not listed must be refused.
const EXPECTED: Record<CallAction, Partial<Record<VideoCallStatus, VideoCallStatus>>> = {
  join: { pending: 'active' },
  decline: { pending: 'declined' },
  cancel: { pending: 'cancelled' },
  hangUp: { active: 'ended' },
  miss: { pending: 'missed' },
  drop: { active: 'ended' },
};

describe('the call state machine', () => {
  for (const action of Object.keys(CALL_TRANSITIONS) as CallAction[]) {
    for (const status of VIDEO_CALL_STATUSES) {
      const next = EXPECTED[action][status];
      it(`${action} from ${status}: ${next ?? 'refused'}`, () => {
        if (next) expect(assertCallTransition(status, action)).toBe(next);
        else expect(() => assertCallTransition(status, action)).toThrow(CallTransitionError);
      });
    }
  }

  it('names the state in its refusal, for a 409', () => {
    const refusal = (() => {
      try {
        assertCallTransition('declined', 'join');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({
      code: 'CALL_TRANSITION_REFUSED',
      params: { action: 'join', status: 'declined' },
      message: 'Cannot join a call that was declined',
    });
  });

  it('keeps only pending and active open', () => {
    expect(VIDEO_CALL_STATUSES.filter(isOpenCall)).toEqual(['pending', 'active']);
  });

  it('reads Hang Up by status and side', () => {
    expect(hangUpActionOf('pending', 'initiator')).toBe('cancel');
    expect(hangUpActionOf('pending', 'participant')).toBe('decline');
    expect(hangUpActionOf('active', 'initiator')).toBe('hangUp');
    expect(hangUpActionOf('active', 'participant')).toBe('hangUp');
    for (const status of ['ended', 'declined', 'missed', 'cancelled'] as const) {
      expect(hangUpActionOf(status, 'initiator')).toBeNull();
    }
  });
});

describe('the length of a finished call', () => {
  it('counts from the answer to the end, never below zero', () => {
    const answeredAt = new Date('2026-05-04T10:00:00.000Z');
    expect(callDurationSeconds(answeredAt, new Date('2026-05-04T10:12:00.400Z'))).toBe(720);
    expect(callDurationSeconds(null, answeredAt)).toBeNull();
    expect(callDurationSeconds(answeredAt, null)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (ms) => {
        const seconds = callDurationSeconds(answeredAt, new Date(answeredAt.getTime() + ms));
        return Number.isInteger(seconds) && seconds! >= 0;
      }),
    );
  });
});
