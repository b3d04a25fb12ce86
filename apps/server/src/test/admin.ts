import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { useLedgerCheckedApp } from './checked-app.ts';
import {
  callAs,
  jsonOf,
  marketplace,
  type Person,
  useAdmin,
  useMarketplaceApp,
} from './marketplace.ts';

/**
 * The set-up of the admin-facing test files: one marketplace app and one admin for the file,
 * and after every test the payments settled and the ledger checked (after `beforeSettle`, when
 * given, e.g. closing live clients).
 */
export function useAdminMarketplace(beforeSettle?: () => unknown): { t: TestApp; admin: Person } {
  const t = useLedgerCheckedApp(beforeSettle);
  return { t, admin: useAdmin(t) };
}

/** The audit rows of one action on one target. */
export function auditRows(t: TestApp, action: string, targetId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

/** The audit rows about one user, oldest first. */
export function userAuditRows(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .orderBy(auditLog.createdAt);
}

/** The approval checklist, every check confirmed (decision 216). */
export const APPROVAL_CHECKS = { licenceNumber: true, credentials: true };

/** A credential document as an applicant's upload records it (the file itself is not read). */
export const CREDENTIAL_DOCUMENT = {
  name: 'b3c9d2e1f0a4b5c6d7e8f9a0b1c2d3e4.pdf',
  originalName: 'icai-certificate.pdf',
  size: 2048,
  mimeType: 'application/pdf',
};

/**
 * The set-up of the files about admins' decisions on professionals: one marketplace app, its
 * helpers and one admin, with the decision and the rows it changes bound to them, as
 * marketplace(t) binds its helpers (decision 225).
 */
export function useProfessionalReview() {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  const admin = m.useAdmin();
  return {
    t,
    m,
    admin,
    /** POST /api/admin/professionals/:id/{verb} as the admin (or `by`), body optional. */
    decide: (
      verb: 'approve' | 'reject' | 'verify',
      id: string,
      json?: unknown,
      by: Person = admin,
    ) =>
      jsonOf(
        callAs(t, by, `/api/admin/professionals/${id}/${verb}`, {
          method: 'POST',
          ...(json === undefined ? {} : { json }),
        }),
      ),
    /** The user's row as stored now. */
    rowOf: async (id: string) =>
      (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!,
    /** The audit rows about the user, oldest first. */
    auditOf: (id: string) => userAuditRows(t, id),
  };
}
