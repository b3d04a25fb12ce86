import type { Transaction } from '../../db/client.ts';
import { signalOnCommit } from '../../db/commit-signals.ts';
import { reachOutbox, type QueuedReach, type ReachOutboxChannel } from '../../db/schema/index.ts';

// Pushes, SMS and WhatsApp messages are queued like mail (decision 093): written here in the
// transaction of the change that causes them, so they exist exactly when it committed, and sent
// after commit by a delivery pass (reach-delivery.job.ts) through the channel's sender. A request
// never waits on a push service or an SMS provider (decision 190).

/** A row to queue: who or what receives it, and what the channel's sender needs. */
export interface NewReachRow {
  channel: ReachOutboxChannel;
  kind: QueuedReach['kind'];
  userId?: string | null;
  /** The device, for a push. */
  pushSubscriptionId?: string | null;
  /** The E.164 number, for SMS and WhatsApp. */
  phone?: string | null;
  payload: Record<string, unknown>;
  /** Queues the row once: a second one with the same key is dropped. */
  dedupeKey?: string | null;
  /** Not before this moment (quiet hours); now when absent. */
  notBefore?: Date | null;
  /** Dropped unsent after this moment (a call's ring, a code's expiry). */
  expiresAt?: Date | null;
}

/** Queues rows inside the caller's transaction; a delivery pass starts once it has committed. */
export async function enqueueReach(tx: Transaction, rows: readonly NewReachRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(reachOutbox)
    .values(
      rows.map((row) => ({
        channel: row.channel,
        kind: row.kind,
        userId: row.userId ?? null,
        pushSubscriptionId: row.pushSubscriptionId ?? null,
        phone: row.phone ?? null,
        payload: row.payload,
        dedupeKey: row.dedupeKey ?? null,
        ...(row.notBefore ? { nextAttemptAt: row.notBefore } : {}),
        expiresAt: row.expiresAt ?? null,
      })),
    )
    .onConflictDoNothing();
  signalOnCommit(tx, 'reach-queued');
}

/**
 * Thrown by a sender when the row can never be delivered (a push subscription the service says is
 * gone, a number the provider rejects): the row fails at once instead of being retried.
 */
export class ReachGone extends Error {
  override name = 'ReachGone';
}

/**
 * Sends one queued row; resolves once the outside service accepted it. Throws ReachGone when it
 * never can be delivered, anything else when a later try may succeed. Must time out on its own.
 */
export type ReachSender = (row: QueuedReach) => Promise<void>;

/** The sender of each channel; a channel without one keeps its rows waiting. */
export type ReachSenders = Partial<Record<ReachOutboxChannel, ReachSender>>;
