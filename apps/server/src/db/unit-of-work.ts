import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from './client.ts';

// Work a change causes outside the database (a live push to someone's sockets) must happen only
// once the change is there for everyone to read: after commit, never on rollback, never inside
// the transaction (a push is an outside call that would hold the connection and its locks). A
// service schedules it with `afterCommit` while it writes, next to the write it reports, instead
// of handing rows out of the transaction for its caller to push by hand.

/** Something to do once the transaction has committed. */
export type AfterCommitEffect = () => Promise<void> | void;

/** Schedules an effect; effects run in the order they were scheduled. */
export type AfterCommit = (effect: AfterCommitEffect) => void;

/**
 * Runs `work` in one transaction and, once it has committed, each effect it scheduled in order.
 * An effect that fails is logged and skipped: the change it reports has committed, so the request
 * succeeds (a missed push is made up by the next fetch). Nothing runs if the transaction rolls back.
 */
export async function inUnitOfWork<T>(
  ctx: { db: Database; log: FastifyBaseLogger },
  work: (tx: Transaction, afterCommit: AfterCommit) => Promise<T>,
): Promise<T> {
  const effects: AfterCommitEffect[] = [];
  const result = await ctx.db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  await runEffects(ctx.log, effects);
  return result;
}

/** Runs effects one after another; a failure is logged and the next one still runs. */
export async function runEffects(
  log: FastifyBaseLogger,
  effects: readonly AfterCommitEffect[],
): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      log.error({ err: error }, 'a change committed but the work after it failed');
    }
  }
}
