import type {
  AdminConsultation,
  AdminConsultationDetail,
} from '@salahkar/domain/schemas/admin-consultations';

const USER = {
  id: '00000000-0000-4000-8000-000000000101',
  firstName: 'Sunita',
  lastName: 'Joshi',
  email: 'sunita.joshi@example.com',
  specialization: null,
};

const PROFESSIONAL = {
  id: '00000000-0000-4000-8000-000000000201',
  firstName: 'Rajesh',
  lastName: 'Agarwal',
  email: 'rajesh.agarwal@example.com',
  specialization: 'CA' as const,
};

/** A consultation as GET /api/admin/all-consultations lists it; `n` varies id and title. */
export function buildAdminConsultation(
  n = 1,
  overrides: Partial<AdminConsultation> = {},
): AdminConsultation {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `ITR filing help ${n}`,
    description: 'Salaried with capital gains from mutual funds. Which regime should I pick?',
    category: 'CA',
    subcategory: 'ITR Filing',
    status: 'in_progress',
    urgencyLevel: 'normal',
    baseFeeAmount: '300.00',
    maxFeeAmount: '1000.00',
    finalAmount: '1500.00',
    feeAmount: '1500.00',
    paymentStatus: 'paid',
    userId: USER.id,
    assignedTo: PROFESSIONAL.id,
    user: USER,
    professional: PROFESSIONAL,
    userName: 'Sunita Joshi',
    userEmail: USER.email,
    createdAt: '2026-03-02T09:30:00.000Z',
    closedAt: null,
    reopenRequestedAt: null,
    adminReviewedAt: null,
    completedAt: null,
    queryRaisedAt: null,
    queryReason: null,
    complaintResolvedAt: null,
    // As the server's lifecycle table answers it for the status.
    abilities: { decideReopen: (overrides.status ?? 'in_progress') === 'under_admin_review' },
    ...overrides,
  };
}

/** What GET /api/admin/consultations/{id}/view answers for `consultation`. */
export function buildAdminConsultationDetail(
  consultation: AdminConsultation,
): AdminConsultationDetail {
  return {
    ...consultation,
    payments: [
      {
        id: '00000000-0000-4000-8000-000000000301',
        amount: '1500.00',
        platformShare: '150.00',
        professionalShare: '1350.00',
        refundedAmount: '0.00',
        status: 'paid',
        createdAt: '2026-03-02T10:00:00.000Z',
        paidAt: '2026-03-02T10:01:00.000Z',
      },
    ],
    refundableAmount: '1500.00',
    // Out of order on purpose: the dialog shows them oldest first.
    messages: [
      {
        id: '00000000-0000-4000-8000-000000000402',
        userId: PROFESSIONAL.id,
        senderName: 'Rajesh Agarwal',
        message: 'Please share your Form 16.',
        timestamp: '2026-03-02T11:00:00.000Z',
        fileName: null,
        fileUrl: null,
        fileSize: null,
      },
      {
        id: '00000000-0000-4000-8000-000000000401',
        userId: USER.id,
        senderName: 'Sunita Joshi',
        message: 'Hello, here is my question.',
        timestamp: '2026-03-02T10:30:00.000Z',
        fileName: 'form-16.pdf',
        fileUrl: '/api/uploads/chat-form-16.pdf',
        fileSize: 2048,
      },
    ],
  };
}

/** One page of the admin list, ten a page; `nextCursor` where the server gives one. */
export function adminPage<T>(items: T[], page = 1, total = items.length, nextCursor?: string) {
  const hasMore = page * 10 < total;
  return {
    items,
    page,
    pageSize: 10,
    total,
    hasMore,
    nextCursor: hasMore ? (nextCursor ?? null) : null,
  };
}
