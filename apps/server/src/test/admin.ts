import { and, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import { useLedgerCheckedApp } from './checked-app.ts';
import { type Person, useAdmin } from './marketplace.ts';

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
