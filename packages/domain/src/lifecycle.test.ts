import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.ts';
import { CONSULTATION_STATUSES, type ConsultationStatus } from './enums.ts';
import {
  assertTransition,
  canActorTake,
  canTransition,
  CHAT_ALLOWED_STATUSES,
  CONSULTATION_ACTIONS,
  TransitionError,
  type Actor,
  type ConsultationAction,
} from './lifecycle.ts';

// Written from docs/product/rulings.md (R-15), independently of TRANSITIONS: every allowed (status,
// action) pair and where it leads. Every pair not listed must be refused.
const EXPECTED: Record<ConsultationAction, Partial<Record<ConsultationStatus, string>>> = {
  submitOffer: { open: 'pending_offers', pending_offers: 'pending_offers' },
  editRequest: { open: 'open' },
  deleteRequest: { open: 'deleted' },
  attachDocuments: { open: 'open', pending_offers: 'pending_offers' },
  acceptOffer: { pending_offers: 'pending_offers' },
  assignOnPayment: { pending_offers: 'assigned' },
  sendMessage: { assigned: 'in_progress', in_progress: 'in_progress', reopened: 'reopened' },
  startVideoCall: { in_progress: 'in_progress', reopened: 'reopened' },
  markResolved: { assigned: 'closed', in_progress: 'closed', reopened: 'closed' },
  cancelAssigned: { assigned: 'open', in_progress: 'open' },
  withdrawByProfessional: { assigned: 'open', in_progress: 'open' },
  requestReopen: { closed: 'under_admin_review' },
  approveReopen: { under_admin_review: 'reopened' },
  declineReopen: { under_admin_review: 'completed' },
  completeAfterWindow: { closed: 'completed' },
  raiseComplaint: { completed: 'completed' },
  resolveComplaint: { completed: 'completed' },
  rerouteCase: { completed: 'assigned' },
  leaveReview: { completed: 'completed' },
};

const EXPECTED_ACTORS: Record<ConsultationAction, Actor[]> = {
  submitOffer: ['professional'],
  editRequest: ['owner'],
  deleteRequest: ['owner'],
  attachDocuments: ['owner'],
  acceptOffer: ['owner'],
  assignOnPayment: ['system'],
  sendMessage: ['owner', 'assigned_professional'],
  startVideoCall: ['assigned_professional'],
  markResolved: ['assigned_professional'],
  cancelAssigned: ['owner'],
  withdrawByProfessional: ['assigned_professional'],
  requestReopen: ['owner'],
  approveReopen: ['admin'],
  declineReopen: ['admin'],
  completeAfterWindow: ['system'],
  raiseComplaint: ['owner'],
  resolveComplaint: ['admin'],
  rerouteCase: ['admin'],
  leaveReview: ['owner'],
};

const ALL_ACTORS: Actor[] = ['owner', 'assigned_professional', 'professional', 'admin', 'system'];

describe('consultation lifecycle', () => {
  it('has exactly the actions of the expected table', () => {
    expect([...CONSULTATION_ACTIONS].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const action of Object.keys(EXPECTED) as ConsultationAction[]) {
    for (const status of CONSULTATION_STATUSES) {
      const expected = EXPECTED[action][status];
      it(`${action} from ${status} ${expected ? `leads to ${expected}` : 'is refused'}`, () => {
        expect(canTransition(status, action)).toBe(expected !== undefined);
        if (expected) {
          expect(assertTransition(status, action)).toBe(expected);
        } else {
          expect(() => assertTransition(status, action)).toThrow(TransitionError);
        }
      });
    }
  }

  it('gives each action to the expected relations only', () => {
    for (const action of CONSULTATION_ACTIONS) {
      const allowed = ALL_ACTORS.filter((actor) => canActorTake(action, actor));
      expect(allowed, action).toEqual(EXPECTED_ACTORS[action]);
    }
  });

  it('names the status in words when refusing', () => {
    const error = captureError(() => assertTransition('completed', 'markResolved'));
    expect(error).toBeInstanceOf(TransitionError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('TRANSITION_REFUSED');
    expect(error.params).toEqual({ action: 'markResolved', status: 'completed' });
    expect(error.status).toBe('completed');
    expect(error.message).toBe('Cannot mark as resolved a consultation that is Completed');
    expect(captureError(() => assertTransition('pending_offers', 'editRequest')).message).toBe(
      'Cannot edit a consultation that has counter offers',
    );
    expect(captureError(() => assertTransition('closed', 'sendMessage')).message).toBe(
      'Cannot send a message in a consultation that is Closed',
    );
  });

  it('allows chat in assigned, in progress and reopened only', () => {
    expect([...CHAT_ALLOWED_STATUSES].sort()).toEqual(['assigned', 'in_progress', 'reopened']);
  });
});

function captureError(run: () => unknown): TransitionError {
  try {
    run();
  } catch (error) {
    if (error instanceof TransitionError) return error;
    throw error;
  }
  throw new Error('expected a TransitionError');
}
