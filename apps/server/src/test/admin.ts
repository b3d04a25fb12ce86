import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { useLedgerCheckedApp } from './checked-app.ts';
import { callAs, jsonOf, type Person, useAdmin } from './marketplace.ts';

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

/** An admin's decision on a professional: POST /api/admin/professionals/:id/{verb}, body optional. */
export function decideOnProfessional(
  t: TestApp,
  by: Person,
  verb: 'approve' | 'reject' | 'verify',
  id: string,
  json?: unknown,
) {
  return jsonOf(
    callAs(t, by, `/api/admin/professionals/${id}/${verb}`, {
      method: 'POST',
      ...(json === undefined ? {} : { json }),
    }),
  );
}

/** A user's row as stored now. */
export async function userRow(t: TestApp, id: string) {
  return (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
}
