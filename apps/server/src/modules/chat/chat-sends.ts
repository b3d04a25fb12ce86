import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/**
 * Messages this instance works on at once (HTTP and the live channel together). A message takes a
 * few milliseconds of one database connection; past this many, the next would only wait in the
 * pool's queue behind the others, and every one after it longer, while its sender sees nothing.
 * It is refused at once instead (503 with Retry-After over HTTP, RATE_LIMITED on a socket), before
 * any work: the sender is told to try again in a few seconds, and the messages taken keep their
 * pace. The event loop's own shedding (plugins/load-shedding.ts) does not see this case: the loop
 * stays quick while the requests wait on the database.
 */
export const MAX_SENDS_IN_FLIGHT = 64;

/**
 * Queries waiting for a PostgreSQL connection past which a new message is refused: the pool is
 * the queue that grows without bound when the database is the bottleneck (every request's session
 * lookup joins it too), and a message refused there costs nothing.
 */
export const MAX_DATABASE_QUEUE = 50;

let inFlight = 0;

const busy = () => new AppError('SERVER_BUSY');

/** Whether a new message should be refused: the allowance taken, or the database's queue long. */
function tooBusy(ctx: AppContext): boolean {
  if (inFlight >= MAX_SENDS_IN_FLIGHT) return true;
  return ctx.database.driver === 'pg' && ctx.database.pool.waitingCount >= MAX_DATABASE_QUEUE;
}

/**
 * The send routes' onRequest hook, ahead of the access check: while too busy, a POST is refused
 * before its session is looked up or its body read (let alone a file of up to 10 MB).
 */
export function refuseSendsWhileBusy(ctx: AppContext): () => Promise<void> {
  return async () => {
    if (tooBusy(ctx)) throw busy();
  };
}

/** Runs a send within the instance's allowance, or refuses it as busy. */
export async function withSendAllowance<T>(ctx: AppContext, send: () => Promise<T>): Promise<T> {
  if (tooBusy(ctx)) throw busy();
  inFlight += 1;
  try {
    return await send();
  } finally {
    inFlight -= 1;
  }
}
