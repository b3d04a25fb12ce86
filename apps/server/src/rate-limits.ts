import { eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from './db/client.ts';
import { rateLimitCounters } from './db/schema/index.ts';
import type { CodeWithStatus } from '@salahkar/domain';
import { AppError } from './errors.ts';

// Fixed-window counters in the database, for limits that must hold across instances and that
// count something other than requests (failed sign-ins, mails sent to one address). The plain
// per-IP request limit stays with @fastify/rate-limit in plugins/security.ts.

/** One limit: at most `max` hits per `windowMs` for `key`; `refusal` is the 429's code. */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
  refusal: CodeWithStatus<429>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts a hit; the hit that goes over the limit (and every later one) is refused with 429. */
export async function spendLimit(db: Queryable, limit: Limit, now = new Date()): Promise<void> {
  const { hits, windowStartedAt } = await countHit(db, limit, now);
  if (hits > limit.max) throw refusal(limit, windowStartedAt, now);
}

/** Counts a hit without refusing it: for failures, which are refused on the next attempt. */
export async function countHit(
  db: Queryable,
  limit: Limit,
  now = new Date(),
): Promise<{ hits: number; windowStartedAt: Date }> {
  // Old windows are cleared now and then rather than by a job: one indexed delete, rarely.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStartedAt, new Date(now.getTime() - DAY_MS)));
  }
  const stale = sql`${rateLimitCounters.windowStartedAt} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: limit.key, hits: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${stale} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${stale} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      windowStartedAt: rateLimitCounters.windowStartedAt,
    });
  return row!;
}

/** Refuses with 429 when the limit is already used up, without counting this attempt. */
export async function assertUnderLimit(
  db: Queryable,
  limit: Limit,
  now = new Date(),
): Promise<void> {
  const [row] = await db
    .select()
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, limit.key));
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - limit.windowMs) return;
  if (row.hits >= limit.max) throw refusal(limit, row.windowStartedAt, now);
}

export async function resetLimit(db: Queryable, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

function refusal(limit: Limit, windowStartedAt: Date, now: Date): AppError {
  const waitMs = windowStartedAt.getTime() + limit.windowMs - now.getTime();
  return new AppError(limit.refusal, { wait: waitSeconds(waitMs) });
}

/** The `{wait}` of a 429: whole seconds until `ms` has passed, at least one. */
export function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
