import type { AdminConsultation } from '@salahkar/domain/schemas/admin-consultations';
// The admin path, not '../consultations', which the boundary lint reads as the consultations feature.
import { buildAdminConsultation } from '@/features/admin/components/consultations/admin-consultation-fixtures.ts';

// Test data for the queries tab.

export const QUERIED_ID = '00000000-0000-4000-8000-000000000777';

/** A completed Engineering case with an open query, as GET /api/admin/consultations/queries lists it. */
export function buildQuery(overrides: Partial<AdminConsultation> = {}): AdminConsultation {
  return buildAdminConsultation(1, {
    id: QUERIED_ID,
    title: 'Crack above the window lintel',
    description: 'A crack has appeared above the lintel of our first-floor window.',
    category: 'Engineer',
    subcategory: 'Technical Review',
    status: 'completed',
    baseFeeAmount: '400.00',
    maxFeeAmount: '1200.00',
    finalAmount: '1000.00',
    feeAmount: '1000.00',
    user: {
      id: '00000000-0000-4000-8000-000000000101',
      firstName: 'Ishita',
      lastName: 'Verma',
      email: 'ishita@example.in',
      specialization: null,
    },
    professional: {
      id: '00000000-0000-4000-8000-000000000201',
      firstName: 'Arjun',
      lastName: 'Nair',
      email: 'arjun.nair@example.com',
      specialization: 'Engineer',
    },
    userName: 'Ishita Verma',
    userEmail: 'ishita@example.in',
    createdAt: '2026-03-01T09:30:00.000Z',
    closedAt: '2026-03-02T09:30:00.000Z',
    completedAt: '2026-03-03T09:30:00.000Z',
    queryRaisedAt: new Date(Date.now() - 5 * 60 * 60 * 1000).toISOString(),
    queryReason: 'The advice did not cover the second crack I described.',
    ...overrides,
  });
}

/** One captured payment of the case, ₹200 of ₹1,000 already refunded. */
export const QUERIED_PAYMENT = {
  id: '00000000-0000-4000-8000-000000000301',
  amount: '1000.00',
  platformShare: '100.00',
  professionalShare: '900.00',
  refundedAmount: '200.00',
  status: 'paid',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
};
