// The admin endpoints in one place. Query keys begin with the endpoint's path, so an action
// refreshes a list by naming its path (or a prefix of it) here.

/** GET /api/stats/admin: the dashboard tiles. */
export const ADMIN_STATS_URL = '/api/stats/admin';
/** GET /api/admin/overview: the platform's figures, computed by the server on every call. */
export const ADMIN_OVERVIEW_URL = '/api/admin/overview';
/** The people list, and each person's suspend and unsuspend. */
export const ADMIN_USERS_URL = '/api/admin/users';
/** GET /api/admin/export/users: everyone as CSV. */
export const ADMIN_USERS_EXPORT_URL = '/api/admin/export/users';
/** GET /api/admin/export/consultations: every consultation as CSV. */
export const ADMIN_CONSULTATIONS_EXPORT_URL = '/api/admin/export/consultations';
/** GET /api/admin/pending-professionals: applications awaiting review. */
export const PENDING_PROFESSIONALS_URL = '/api/admin/pending-professionals';
/** Approve and reject an application; who could take a case over. */
export const ADMIN_PROFESSIONALS_URL = '/api/admin/professionals';
/** GET /api/admin/all-consultations: the admin consultation list. */
export const ALL_CONSULTATIONS_URL = '/api/admin/all-consultations';
/** One consultation's view, reopen, resolve-query, reroute and chat download. */
export const ADMIN_CONSULTATIONS_URL = '/api/admin/consultations';
/** GET /api/admin/consultations/queries: raised and unresolved queries. */
export const OPEN_COMPLAINTS_URL = `${ADMIN_CONSULTATIONS_URL}/queries`;
/** The financial tab's summary, transactions and export all start with this path. */
export const FINANCIAL_URL = '/api/admin/financial';
/** GET /api/admin/financial/summary: the ledger's figures. */
export const FINANCIAL_SUMMARY_URL = `${FINANCIAL_URL}/summary`;
/** GET /api/admin/financial/transactions: payments newest first. */
export const TRANSACTIONS_URL = `${FINANCIAL_URL}/transactions`;
/** Payout requests, and each one's mark-paid. */
export const PAYOUTS_URL = '/api/admin/payouts';
/** POST /api/admin/payments/{id}/refund. */
export const ADMIN_PAYMENTS_URL = '/api/admin/payments';
/** Every profession, and adding one. */
export const PROFESSIONS_URL = '/api/admin/professions';
/** Every specialization, adding one and deleting one. */
export const SPECIALIZATIONS_URL = '/api/admin/specializations';
/** The urgency tiers, and editing one. */
export const URGENCY_PRICING_URL = '/api/admin/urgency-pricing';
