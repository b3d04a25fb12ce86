import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Fixed-window counters of the authentication limits (sign-in failures, codes and reset links per
 * email or IP). Kept in the database so every instance counts the same attempts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** What is counted and for whom, e.g. 'login-failure:ananya@example.com'. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
  },
  (table) => [index('rate_limit_counters_window_idx').on(table.windowStartedAt)],
);

export type RateLimitCounter = typeof rateLimitCounters.$inferSelect;
