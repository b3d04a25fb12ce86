import { errorMessage } from '@salahkar/domain';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_STATUSES, type ConsultationStatus } from '@salahkar/domain';
import {
  abilitiesOf,
  authorize,
  can,
  canReadChat,
  canView,
  NO_FACTS,
  type ConsultationAbility,
  type PolicyConsultation,
} from './consultation-policy.ts';
import { ASSIGNED, OWNER, VIEWERS } from './policy-viewers.fixture.ts';
import { refusal } from './policy-refusal.fixture.ts';

const COMPLAINT_ALREADY_OPEN = errorMessage('COMPLAINT_ALREADY_OPEN');
const COMPLAINT_WINDOW_EXPIRED = errorMessage('COMPLAINT_WINDOW_EXPIRED');
const REOPEN_WINDOW_EXPIRED = errorMessage('REOPEN_WINDOW_EXPIRED');

// The access matrix of docs/product/rulings.md and issue 4, written out by hand: for every
// kind of viewer, the statuses of a CA request in which each ability is granted. Everything not
// listed is refused.

type ViewerName = keyof typeof VIEWERS;

const ALL = CONSULTATION_STATUSES;
const SEEKING_OFFERS: ConsultationStatus[] = ['open', 'pending_offers'];
const NONE: ConsultationStatus[] = [];
const CHAT_OPEN: ConsultationStatus[] = ['assigned', 'in_progress', 'reopened'];

type Ability = ConsultationAbility | 'view';
const EXPECTED: Record<ViewerName, Partial<Record<Ability, readonly ConsultationStatus[]>>> = {
  owner: {
    view: ALL,
    edit: ['open'],
    delete: ['open'],
    uploadDocuments: SEEKING_OFFERS,
    acceptOffer: ['pending_offers'],
    review: ['completed'],
    cancel: ['assigned', 'in_progress'],
    chat: CHAT_OPEN,
    reopen: ['closed'],
    raiseComplaint: ['completed'],
  },
  // Before assignment the future assignee is one of the category's professionals.
  assignedProfessional: {
    view: ALL,
    offer: SEEKING_OFFERS,
    withdraw: ['assigned', 'in_progress'],
    chat: CHAT_OPEN,
    resolve: CHAT_OPEN,
    startVideoCall: ['in_progress', 'reopened'],
  },
  categoryProfessional: { view: SEEKING_OFFERS, offer: SEEKING_OFFERS },
  otherCategoryProfessional: { view: NONE },
  unapprovedProfessional: { view: NONE },
  otherUser: { view: NONE },
  admin: { view: ALL },
  anonymous: { view: NONE },
  suspendedOwner: { view: NONE },
};

const ABILITIES: ConsultationAbility[] = [
  'edit',
  'delete',
  'uploadDocuments',
  'offer',
  'acceptOffer',
  'review',
  'cancel',
  'withdraw',
  'pay',
  'chat',
  'resolve',
  'reopen',
  'raiseComplaint',
  'startVideoCall',
];

const ASSIGNED_STATUSES: ConsultationStatus[] = [
  'assigned',
  'in_progress',
  'closed',
  'under_admin_review',
  'reopened',
  'completed',
];

/** The status and message of a refused check (the matrix below names no codes). */
function refused(run: () => unknown): { status: number; message: string } {
  const { status, message } = refusal(run);
  return { status, message };
}

function consultationIn(status: ConsultationStatus): PolicyConsultation {
  return {
    userId: OWNER,
    assignedTo: ASSIGNED_STATUSES.includes(status) ? ASSIGNED : null,
    category: 'CA',
    status,
    files: [],
    // Closed a moment ago: within the reopen window.
    closedAt: ['closed', 'under_admin_review', 'completed'].includes(status) ? new Date() : null,
    // Completed a moment ago: within the query window.
    completedAt: status === 'completed' ? new Date() : null,
  };
}

describe('consultation policy matrix', () => {
  for (const name of Object.keys(VIEWERS) as ViewerName[]) {
    const viewer = VIEWERS[name];
    for (const status of CONSULTATION_STATUSES) {
      it(`${name} on a ${status} request`, () => {
        const consultation = consultationIn(status);
        const expected = EXPECTED[name];
        expect(canView(viewer, consultation), 'view').toBe(
          (expected.view ?? NONE).includes(status),
        );
        for (const ability of ABILITIES) {
          expect(can(viewer, ability, consultation), ability).toBe(
            (expected[ability] ?? NONE).includes(status),
          );
        }
      });
    }
  }

  it('puts the same answers in the DTO abilities', () => {
    const consultation = consultationIn('open');
    // Every ability the DTO carries, all refused: each viewer below is allowed a few of them.
    const none = {
      edit: false,
      delete: false,
      uploadDocuments: false,
      offer: false,
      acceptOffer: false,
      review: false,
      cancel: false,
      withdraw: false,
      pay: false,
      chat: false,
      readChat: false,
      resolve: false,
      reopen: false,
      raiseComplaint: false,
      startVideoCall: false,
    };
    expect(abilitiesOf(VIEWERS.owner, consultation, NO_FACTS)).toEqual({
      ...none,
      edit: true,
      delete: true,
      uploadDocuments: true,
    });
    expect(abilitiesOf(VIEWERS.categoryProfessional, consultation, NO_FACTS)).toEqual({
      ...none,
      offer: true,
    });
  });

  it('lets the owner accept an offer until one is chosen, and only the case people read its chat', () => {
    const choosing = consultationIn('pending_offers');
    expect(abilitiesOf(VIEWERS.owner, choosing, NO_FACTS).acceptOffer).toBe(true);
    expect(
      abilitiesOf(VIEWERS.owner, choosing, { ...NO_FACTS, hasAcceptedOffer: true }).acceptOffer,
    ).toBe(false);
    expect(abilitiesOf(VIEWERS.categoryProfessional, choosing, NO_FACTS).acceptOffer).toBe(false);

    const assigned = consultationIn('assigned');
    for (const viewer of [VIEWERS.owner, VIEWERS.assignedProfessional, VIEWERS.admin]) {
      expect(abilitiesOf(viewer, assigned, NO_FACTS).readChat).toBe(true);
    }
    expect(abilitiesOf(VIEWERS.categoryProfessional, assigned, NO_FACTS).readChat).toBe(false);
    // Before anyone takes the request there is no conversation to open.
    expect(abilitiesOf(VIEWERS.owner, { ...choosing, assignedTo: null }, NO_FACTS).readChat).toBe(
      false,
    );
  });
});

describe('chat, resolve and reopen', () => {
  it('lets the two participants and admins read the chat, nobody else', () => {
    for (const status of CONSULTATION_STATUSES) {
      const consultation = consultationIn(status);
      const assigned = ASSIGNED_STATUSES.includes(status);
      expect(canReadChat(VIEWERS.owner, consultation), status).toBe(true);
      expect(canReadChat(VIEWERS.admin, consultation), status).toBe(true);
      expect(canReadChat(VIEWERS.assignedProfessional, consultation), status).toBe(assigned);
      expect(canReadChat(VIEWERS.categoryProfessional, consultation), status).toBe(false);
      expect(canReadChat(VIEWERS.otherUser, consultation), status).toBe(false);
      expect(canReadChat(VIEWERS.anonymous, consultation), status).toBe(false);
    }
  });

  it('lets admins read but not post', () => {
    expect(refused(() => authorize(VIEWERS.admin, 'chat', consultationIn('in_progress')))).toEqual({
      status: 403,
      message:
        'Only the user and the professional of this consultation can send messages in its chat',
    });
  });

  it('names the status when chat is not open', () => {
    expect(refused(() => authorize(VIEWERS.owner, 'chat', consultationIn('closed')))).toEqual({
      status: 409,
      message: 'Cannot send a message in a consultation that is Closed',
    });
  });

  it('allows a reopen until exactly 24 hours after closing', () => {
    const closedAt = new Date('2026-03-01T10:00:00Z');
    const consultation = { ...consultationIn('closed'), closedAt };
    const at = (ms: number) => ({ ...NO_FACTS, now: new Date(closedAt.getTime() + ms) });
    const day = 24 * 60 * 60 * 1000;
    expect(can(VIEWERS.owner, 'reopen', consultation, at(day - 1))).toBe(true);
    expect(can(VIEWERS.owner, 'reopen', consultation, at(day))).toBe(false);
    expect(refused(() => authorize(VIEWERS.owner, 'reopen', consultation, at(day)))).toEqual({
      status: 409,
      message: REOPEN_WINDOW_EXPIRED,
    });
    expect(
      refused(() => authorize(VIEWERS.assignedProfessional, 'reopen', consultation, at(0))).status,
    ).toBe(403);
  });
});

describe('facts beyond the status', () => {
  it('turns offering off once the professional has a live offer', () => {
    const facts = { ...NO_FACTS, viewerHasLiveOffer: true };
    expect(
      can(VIEWERS.categoryProfessional, 'offer', consultationIn('pending_offers'), facts),
    ).toBe(false);
  });

  it('turns reviewing off once reviewed', () => {
    const facts = { ...NO_FACTS, hasReview: true };
    expect(can(VIEWERS.owner, 'review', consultationIn('completed'), facts)).toBe(false);
  });

  it('refuses a sixth document', () => {
    const full = { ...consultationIn('open'), files: [1, 2, 3, 4, 5] };
    expect(can(VIEWERS.owner, 'uploadDocuments', full)).toBe(false);
    expect(can(VIEWERS.owner, 'uploadDocuments', { ...full, files: [1, 2, 3, 4] })).toBe(true);
  });

  it('lets the owner pay only while a payment awaits them', () => {
    const facts = { ...NO_FACTS, hasPayablePayment: true };
    for (const status of CONSULTATION_STATUSES) {
      expect(can(VIEWERS.owner, 'pay', consultationIn(status), facts), status).toBe(
        status === 'pending_offers',
      );
    }
    for (const name of ['admin', 'categoryProfessional', 'otherUser'] as const) {
      expect(can(VIEWERS[name], 'pay', consultationIn('pending_offers'), facts), name).toBe(false);
    }
    expect(
      refused(() => authorize(VIEWERS.owner, 'pay', consultationIn('pending_offers'))),
    ).toEqual({ status: 409, message: 'No payment is waiting on this request' });
  });

  it('turns cancelling off once the professional has replied, but not withdrawing', () => {
    const facts = { ...NO_FACTS, professionalHasReplied: true };
    expect(can(VIEWERS.owner, 'cancel', consultationIn('in_progress'), facts)).toBe(false);
    expect(
      refused(() => authorize(VIEWERS.owner, 'cancel', consultationIn('assigned'), facts)),
    ).toEqual({
      status: 409,
      message:
        'The professional has already replied, so this consultation can no longer be cancelled',
    });
    expect(
      can(VIEWERS.assignedProfessional, 'withdraw', consultationIn('in_progress'), facts),
    ).toBe(true);
    expect(refused(() => authorize(VIEWERS.owner, 'withdraw', consultationIn('assigned')))).toEqual(
      {
        status: 403,
        message: 'Only the professional assigned to this consultation can withdraw from it',
      },
    );
  });

  it('lets one offer be chosen only', () => {
    const facts = { ...NO_FACTS, hasAcceptedOffer: true };
    expect(can(VIEWERS.owner, 'acceptOffer', consultationIn('pending_offers'), facts)).toBe(false);
  });
});

describe('authorize', () => {
  it('hides the request from whoever may not read it (404)', () => {
    for (const name of ['otherUser', 'otherCategoryProfessional', 'anonymous'] as const) {
      expect(refused(() => authorize(VIEWERS[name], 'edit', consultationIn('open'))).status).toBe(
        404,
      );
    }
    expect(
      refused(() => authorize(VIEWERS.categoryProfessional, 'offer', consultationIn('assigned')))
        .status,
    ).toBe(404);
  });

  it('refuses a reader with the wrong relation (403)', () => {
    expect(refused(() => authorize(VIEWERS.admin, 'delete', consultationIn('open')))).toEqual({
      status: 403,
      message: 'Only the person who posted this request can delete it',
    });
  });

  it('refuses the wrong status with a 409 naming it', () => {
    expect(
      refused(() => authorize(VIEWERS.owner, 'edit', consultationIn('pending_offers'))),
    ).toEqual({ status: 409, message: 'Cannot edit a consultation that has counter offers' });
  });

  it('refuses a blocking fact with a 409', () => {
    const facts = { ...NO_FACTS, viewerHasLiveOffer: true };
    expect(
      refused(() =>
        authorize(VIEWERS.categoryProfessional, 'offer', consultationIn('open'), facts),
      ),
    ).toEqual({ status: 409, message: 'You have already made an offer on this request' });
  });

  it('returns the status the action leads to', () => {
    expect(authorize(VIEWERS.categoryProfessional, 'offer', consultationIn('open'))).toBe(
      'pending_offers',
    );
  });
});

describe('raise a query', () => {
  const completed = (overrides: Partial<PolicyConsultation> = {}): PolicyConsultation => ({
    ...consultationIn('completed'),
    ...overrides,
  });
  const DAY_MS = 24 * 3600 * 1000;

  it('is open to the owner for 7 days after completion, one query at a time', () => {
    const now = new Date();
    const facts = { ...NO_FACTS, now };
    expect(can(VIEWERS.owner, 'raiseComplaint', completed(), facts)).toBe(true);
    const late = completed({ completedAt: new Date(now.getTime() - 7 * DAY_MS) });
    expect(refused(() => authorize(VIEWERS.owner, 'raiseComplaint', late, facts))).toEqual({
      status: 409,
      message: COMPLAINT_WINDOW_EXPIRED,
    });
    const open = completed({ complaintRaisedAt: now, complaintResolvedAt: null });
    expect(refused(() => authorize(VIEWERS.owner, 'raiseComplaint', open, facts))).toEqual({
      status: 409,
      message: COMPLAINT_ALREADY_OPEN,
    });
    const answered = completed({ complaintRaisedAt: now, complaintResolvedAt: now });
    expect(can(VIEWERS.owner, 'raiseComplaint', answered, facts)).toBe(true);
  });
});
