import type { Transaction } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** One admin action as the audit log records it: who, what, to which record, and why. */
export interface AdminAction {
  actorId: string;
  /** e.g. 'professional.approved', 'user.suspended', 'urgency_pricing.updated'. */
  action: string;
  targetType: string;
  targetId: string;
  notes?: string | null;
  metadata?: Record<string, unknown>;
}

/** Records an admin action in the caller's transaction, so the log and the change land together. */
export async function recordAdminAction(tx: Transaction, entry: AdminAction): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    notes: entry.notes ?? null,
    metadata: entry.metadata ?? {},
  });
}
