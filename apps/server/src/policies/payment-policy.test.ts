import { errorMessage } from '@salahkar/domain';
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@salahkar/domain';
import {
  authorizePayment,
  canOnPayment,
  paymentRelationOf,
  type PaymentAbility,
  type PaymentRelation,
} from './payment-policy.ts';
import type { Person } from './person.ts';
import { refusalOf } from './policy-refusal.fixture.ts';

const PAYMENT_NOT_FOUND = errorMessage('PAYMENT_NOT_FOUND');
const RECEIPT_NOT_FOUND = errorMessage('RECEIPT_NOT_FOUND');

// The payment matrix written out by hand: for every kind of viewer, their relation to a payment
// and what they may do with it. Nothing depends on the payment's status (an expired checkout or a
// refunded payment is the service's 409, after this check): every status is tried to pin that.

const PAYER = 'payer-id';

const VIEWERS = {
  payer: { id: PAYER, role: 'user' },
  admin: { id: 'admin-id', role: 'admin' },
  assignedProfessional: { id: 'pro-id', role: 'professional' },
  otherUser: { id: 'someone-else', role: 'user' },
  suspendedPayer: { id: PAYER, role: 'user', isSuspended: true },
  anonymous: null,
} satisfies Record<string, Pick<Person, 'id' | 'role' | 'isSuspended'> | null>;
type ViewerName = keyof typeof VIEWERS;

const RELATIONS: Record<ViewerName, PaymentRelation> = {
  payer: 'payer',
  admin: 'admin',
  assignedProfessional: 'none',
  otherUser: 'none',
  suspendedPayer: 'none',
  anonymous: 'none',
};

const ALLOWED: Record<ViewerName, PaymentAbility[]> = {
  payer: ['viewCheckout', 'pay', 'downloadReceipt'],
  admin: ['viewCheckout', 'downloadReceipt'],
  assignedProfessional: [],
  otherUser: [],
  suspendedPayer: [],
  anonymous: [],
};

const ABILITIES: PaymentAbility[] = ['viewCheckout', 'pay', 'downloadReceipt'];

describe('payment policy matrix', () => {
  for (const name of Object.keys(VIEWERS) as ViewerName[]) {
    for (const status of PAYMENT_STATUSES) {
      it(`${name} on a ${status} payment`, () => {
        const viewer = VIEWERS[name];
        const payment = { userId: PAYER, status };
        expect(paymentRelationOf(viewer, payment)).toBe(RELATIONS[name]);
        for (const ability of ABILITIES) {
          const allowed = ALLOWED[name].includes(ability);
          expect(canOnPayment(viewer, ability, payment), ability).toBe(allowed);
          const refused = refusalOf(() => authorizePayment(viewer, ability, payment));
          expect(refused && [refused.status, refused.message], ability).toEqual(
            allowed ? null : [404, PAYMENT_NOT_FOUND],
          );
        }
      });
    }
  }
});

describe('refusals tell a stranger nothing', () => {
  it('answers a receipt refused as a receipt that does not exist', () => {
    expect(() =>
      authorizePayment(
        VIEWERS.otherUser,
        'downloadReceipt',
        { userId: PAYER },
        'RECEIPT_NOT_FOUND',
      ),
    ).toThrow(RECEIPT_NOT_FOUND);
  });
});
