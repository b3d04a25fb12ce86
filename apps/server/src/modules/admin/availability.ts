import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { serviceHeartbeats } from '../../db/schema/index.ts';

// Availability from recorded health (docs/decisions/160-admin-activity-and-availability.md): the
// job runner of every instance upserts the current minute's heartbeat after reaching the database,
// so a minute without a row is a minute no instance could work.

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const WEEK_MINUTES = 7 * DAY_MINUTES;
/** Heartbeats are kept a day beyond the longest window, then pruned. */
export const HEARTBEAT_RETENTION_MS = (WEEK_MINUTES + DAY_MINUTES) * MINUTE_MS;

/** The start of the minute `at` falls in (UTC). */
export function minuteOf(at: Date): Date {
  return new Date(at.getTime() - (at.getTime() % MINUTE_MS));
}

/** Records that this instance reached the database in the current minute. */
export async function recordHeartbeat(db: Queryable, now: Date): Promise<void> {
  await db
    .insert(serviceHeartbeats)
    .values({ minute: minuteOf(now), lastBeatAt: now })
    .onConflictDoUpdate({
      target: serviceHeartbeats.minute,
      set: { lastBeatAt: sql`greatest(${serviceHeartbeats.lastBeatAt}, excluded.last_beat_at)` },
    });
}

/** Drops heartbeats older than the retention; returns how many went. */
export async function pruneHeartbeats(db: Queryable, now: Date): Promise<number> {
  const before = new Date(now.getTime() - HEARTBEAT_RETENTION_MS);
  const gone = await db
    .delete(serviceHeartbeats)
    .where(sql`${serviceHeartbeats.minute} < ${before.toISOString()}::timestamptz`)
    .returning({ minute: serviceHeartbeats.minute });
  return gone.length;
}

/** Percent with two decimals. */
const percent = (part: number, whole: number) => Math.round((part / whole) * 10_000) / 100;

/**
 * Availability over the last `windowMinutes`: minutes with a heartbeat over minutes elapsed. The
 * window starts at the first recorded minute when that is later (a fresh install is not 0.1 %).
 * The minute in progress counts only once it has its heartbeat, so a pass that has not run yet
 * this minute does not read as an outage; null when nothing was recorded in the window.
 */
async function availabilityOver(
  db: Queryable,
  now: Date,
  firstMinute: Date,
  windowMinutes: number,
): Promise<number | null> {
  const current = minuteOf(now);
  const windowStart = new Date(current.getTime() - (windowMinutes - 1) * MINUTE_MS);
  const start = firstMinute > windowStart ? firstMinute : windowStart;
  if (start > current) return null;
  const [row] = await db
    .select({
      beats: sql<number>`count(*)::int`,
      currentBeat: sql<boolean>`bool_or(${serviceHeartbeats.minute} = ${current.toISOString()}::timestamptz)`,
    })
    .from(serviceHeartbeats)
    .where(
      sql`${serviceHeartbeats.minute} >= ${start.toISOString()}::timestamptz and ${serviceHeartbeats.minute} <= ${current.toISOString()}::timestamptz`,
    );
  const beats = row?.beats ?? 0;
  const finished = Math.round((current.getTime() - start.getTime()) / MINUTE_MS);
  const elapsed = finished + (row?.currentBeat ? 1 : 0);
  if (elapsed === 0) return null;
  return percent(beats, elapsed);
}

/** Availability over the last 24 hours and the last 7 days; null where nothing is recorded yet. */
export async function availability(
  db: Queryable,
  now: Date,
): Promise<{ day: number | null; week: number | null }> {
  const [first] = await db
    .select({
      minute: sql<Date | null>`min(${serviceHeartbeats.minute})`.mapWith(serviceHeartbeats.minute),
    })
    .from(serviceHeartbeats);
  if (!first?.minute) return { day: null, week: null };
  const firstMinute = first.minute;
  return {
    day: await availabilityOver(db, now, firstMinute, DAY_MINUTES),
    week: await availabilityOver(db, now, firstMinute, WEEK_MINUTES),
  };
}
