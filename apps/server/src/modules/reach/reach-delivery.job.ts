import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import {
  REACH_OUTBOX_CHANNELS,
  reachOutbox,
  type QueuedReach,
  type ReachOutboxChannel,
} from '../../db/schema/index.ts';
import { logSafeError } from '../../log-safe-error.ts';
import { ReachGone, type ReachSender } from './reach-outbox.ts';
import { outboxDeliveryJob, retryDelaySeconds } from '../mail/mail-delivery.job.ts';

/** Tries before a push or message is given up (about three hours of an outage, as for mail). */
export const REACH_MAX_ATTEMPTS = 10;
/** Rows claimed and sent together: one slow push service must not hold the others back. */
const BATCH = 16;
/** Rows one pass handles per channel at most; the rest wait for the next pass. */
const ROWS_PER_PASS = 200;
/** Sent, superseded and failed rows are kept this long for the operator, then removed. */
const KEEP_DAYS = 7;

/**
 * Sends the queued pushes, SMS and WhatsApp messages that are due, channel by channel, through
 * each channel's sender (ctx.reachSenders). Rows are claimed in small batches by one statement
 * under FOR UPDATE SKIP LOCKED (status 'sending', the try counted, the claim running past the
 * sender's deadline), sent together with no transaction open, then marked sent, or due again after
 * a backoff, or failed. Rows past their expiry are dropped unsent (a call that stopped ringing).
 * Instances running passes together never send one row twice.
 */
export async function deliverDueReach(ctx: AppContext, now = new Date()): Promise<number> {
  await dropExpired(ctx, now);
  let handled = 0;
  for (const channel of REACH_OUTBOX_CHANNELS) {
    const send = ctx.reachSenders[channel];
    if (send) handled += await deliverChannel(ctx, channel, send, now);
  }
  return handled;
}

async function deliverChannel(
  ctx: AppContext,
  channel: ReachOutboxChannel,
  send: ReachSender,
  now: Date,
): Promise<number> {
  let handled = 0;
  while (handled < ROWS_PER_PASS) {
    const rows = await claimDue(ctx, channel, now);
    if (rows.length === 0) break;
    handled += rows.length;
    const results = await Promise.allSettled(rows.map((row) => send(row)));
    let failed = false;
    for (const [index, result] of results.entries()) {
      const row = rows[index]!;
      if (result.status === 'fulfilled') await markSent(ctx, row, now);
      else {
        failed = true;
        await recordFailedTry(ctx, row, result.reason, now);
      }
    }
    // The service is probably down: what is behind waits for the next pass, not a timeout each.
    if (failed) break;
  }
  return handled;
}

async function claimDue(
  ctx: AppContext,
  channel: ReachOutboxChannel,
  now: Date,
): Promise<QueuedReach[]> {
  const claimSeconds = 300;
  const due = ctx.db
    .select({ id: reachOutbox.id })
    .from(reachOutbox)
    .where(
      and(
        eq(reachOutbox.channel, channel),
        sql`${reachOutbox.status} in ('pending', 'sending')`,
        // By the later of this clock and the database's, as for mail (mail-delivery.job.ts dueBy).
        lte(reachOutbox.nextAttemptAt, sql`greatest(${now.toISOString()}::timestamptz, now())`),
      ),
    )
    .orderBy(reachOutbox.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(reachOutbox)
    .set({
      status: 'sending',
      attempts: sql`${reachOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + claimSeconds * 1000),
    })
    .where(inArray(reachOutbox.id, due))
    .returning();
}

/** This pass's claim of the row, and not a later one's. */
function claimed(row: QueuedReach) {
  return and(
    eq(reachOutbox.id, row.id),
    eq(reachOutbox.status, 'sending'),
    eq(reachOutbox.attempts, row.attempts),
  );
}

async function markSent(ctx: AppContext, row: QueuedReach, now: Date): Promise<void> {
  await ctx.db
    .update(reachOutbox)
    .set({ status: 'sent', sentAt: now, payload: null, lastError: null })
    .where(claimed(row));
}

async function recordFailedTry(
  ctx: AppContext,
  row: QueuedReach,
  error: unknown,
  now: Date,
): Promise<void> {
  const last = error instanceof ReachGone || row.attempts >= REACH_MAX_ATTEMPTS;
  const lastError = describeFailure(error);
  await ctx.db
    .update(reachOutbox)
    .set(
      last
        ? { status: 'failed', lastError, payload: null }
        : {
            status: 'pending',
            lastError,
            nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(row.attempts) * 1000),
          },
    )
    .where(claimed(row));
  // Neither the number nor the payload is logged: the id leads to the row.
  const details = {
    err: logSafeError(error),
    reachId: row.id,
    channel: row.channel,
    kind: row.kind,
    attempts: row.attempts,
  };
  if (last) ctx.log.warn(details, 'push or message could not be delivered; given up');
  else ctx.log.warn(details, 'push or message could not be delivered; will try again');
}

async function dropExpired(ctx: AppContext, now: Date): Promise<void> {
  await ctx.db
    .update(reachOutbox)
    .set({ status: 'superseded', payload: null })
    .where(
      and(
        eq(reachOutbox.status, 'pending'),
        isNotNull(reachOutbox.expiresAt),
        lte(reachOutbox.expiresAt, now),
      ),
    );
}

/**
 * The service's answer, short, with runs of digits that could be a number masked. Only runs that
 * stand alone: the digits inside an identifier (an account SID's hex) are not a number.
 */
function describeFailure(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return message.replace(/(?<![\dA-Za-z])\+?\d{8,}(?![\dA-Za-z])/g, '<number>').slice(0, 300);
}

/** The timed pass of the reach outbox, for rows whose prompt pass failed or never ran. */
export const reachDeliveryJob = outboxDeliveryJob(
  'reach-delivery',
  reachOutbox,
  KEEP_DAYS,
  deliverDueReach,
);
