import { index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, reference } from './columns.ts';
import { users } from './users.ts';

/**
 * Responses remembered per Idempotency-Key, so a retried payment or accept returns the first
 * answer instead of acting twice. A row without a response is a request still in flight, until
 * its lease runs out: then the process that claimed it is presumed dead and a retry may claim it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    key: text('key').notNull(),
    userId: reference('user_id', () => users.id, 'cascade').notNull(),
    /** Method and route, e.g. 'POST /api/professional-offers/:offerId/accept'. */
    route: text('route').notNull(),
    /** A hash of the body: the same key with a different request is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    /** Until when an in-flight request holds the key; rows from before leases count as expired. */
    leaseExpiresAt: timestampTz('lease_expires_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('idempotency_keys_user_key_unique').on(table.userId, table.key),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
