/**
 * Every admin route, with a sample URL (a real-looking uuid where the path has an id) and, for
 * verbs whose body the route validates before its guard runs, a valid sample body. The table
 * drives admin-access.test.ts: each route must refuse visitors (401), users and professionals
 * (403). Whoever adds an admin route appends it here.
 */
export interface AdminRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A body the route's schema accepts, so the refusal comes from the guard, not validation. */
  body?: unknown;
}

export const SAMPLE_ID = '3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41';

export const ADMIN_ROUTES: AdminRoute[] = [
  // Payouts and refunds (payments issue).
  { method: 'GET', url: '/api/admin/payouts' },
  {
    method: 'POST',
    url: `/api/admin/payouts/${SAMPLE_ID}/mark-paid`,
    body: { bankReference: 'UTR123456789' },
  },
  {
    method: 'POST',
    url: `/api/admin/payments/${SAMPLE_ID}/refund`,
    body: { reason: 'Refund agreed with the user after review' },
  },
  // Approvals.
  { method: 'GET', url: '/api/admin/pending-professionals' },
  { method: 'POST', url: `/api/admin/professionals/${SAMPLE_ID}/approve`, body: {} },
  { method: 'POST', url: `/api/admin/professionals/${SAMPLE_ID}/reject`, body: {} },
  // Users.
  { method: 'GET', url: '/api/admin/users' },
  { method: 'PUT', url: `/api/admin/users/${SAMPLE_ID}/suspend` },
  { method: 'PUT', url: `/api/admin/users/${SAMPLE_ID}/unsuspend` },
  // Stats.
  { method: 'GET', url: '/api/stats/admin' },
  // Catalog (A2).
  { method: 'GET', url: '/api/admin/professions' },
  {
    method: 'POST',
    url: '/api/admin/professions',
    body: { name: 'CA', displayName: 'CA & Finance' },
  },
  { method: 'GET', url: '/api/admin/specializations' },
  {
    method: 'POST',
    url: '/api/admin/specializations',
    body: { name: 'Audit', professionId: SAMPLE_ID, minPrice: 500, maxPrice: 2000 },
  },
  { method: 'DELETE', url: `/api/admin/specializations/${SAMPLE_ID}` },
  { method: 'GET', url: '/api/admin/urgency-pricing' },
  {
    method: 'PUT',
    url: `/api/admin/urgency-pricing/${SAMPLE_ID}`,
    body: {
      displayName: 'Normal',
      responseTime: 'Within 24 hours',
      minAmount: 300,
      maxAmount: 1000,
    },
  },
  // Consultations and reopen decisions (A2).
  { method: 'GET', url: '/api/admin/all-consultations' },
  { method: 'GET', url: `/api/admin/consultations/${SAMPLE_ID}/view` },
  { method: 'GET', url: `/api/admin/consultations/${SAMPLE_ID}/download-chat` },
  { method: 'POST', url: `/api/admin/consultations/${SAMPLE_ID}/reopen/approve` },
  { method: 'POST', url: `/api/admin/consultations/${SAMPLE_ID}/reopen/decline` },
  // Queries (A2).
  { method: 'GET', url: '/api/admin/consultations/queries' },
  { method: 'GET', url: '/api/admin/professionals/available?category=CA' },
  { method: 'POST', url: `/api/admin/consultations/${SAMPLE_ID}/resolve-query`, body: {} },
  {
    method: 'POST',
    url: `/api/admin/consultations/${SAMPLE_ID}/reroute`,
    body: { professionalId: SAMPLE_ID, reason: 'The user asked for a second opinion' },
  },
  // Overview, finance and exports (A3).
  { method: 'GET', url: '/api/admin/overview' },
  { method: 'GET', url: '/api/admin/financial/summary' },
  { method: 'GET', url: '/api/admin/financial/transactions' },
  { method: 'GET', url: '/api/admin/export/consultations' },
  { method: 'GET', url: '/api/admin/export/users' },
  { method: 'GET', url: '/api/admin/financial/export?format=pdf' },
];
