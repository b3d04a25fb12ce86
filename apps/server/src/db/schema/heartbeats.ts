import { pgTable } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns.ts';

/**
 * Recorded health: one row per minute in which some server instance reached the database. The
 * job runner of each instance upserts the current minute's row on every pass, so availability is
 * the share of elapsed minutes that have a row. Rows older than the longest window are pruned.
 */
export const serviceHeartbeats = pgTable('service_heartbeats', {
  /** The minute (UTC, seconds zeroed) the beat falls in; the primary key serves range counts. */
  minute: timestampTz('minute').primaryKey(),
  /** The latest beat within that minute. */
  lastBeatAt: timestampTz('last_beat_at').notNull().defaultNow(),
});
