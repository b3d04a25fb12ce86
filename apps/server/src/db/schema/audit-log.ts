import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, reference } from './columns.ts';
import { users } from './users.ts';

/** Admin decisions and other acts worth tracing: who did what to which record, and why. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null for the system (timed jobs) or once the actor's account is deleted. */
    actorId: reference('actor_id', () => users.id, 'set null'),
    /** e.g. 'professional.approved', 'user.suspended', 'consultation.rerouted'. */
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    notes: text('notes'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
