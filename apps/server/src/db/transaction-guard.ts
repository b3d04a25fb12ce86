import { AsyncLocalStorage } from 'node:async_hooks';

// PGlite runs one query at a time: a query on `db` while a transaction is open waits for that
// transaction, which is waiting for the query — the process hangs with no error. On PostgreSQL the
// same mistake silently runs outside the transaction. Both drivers are wrapped so the mistake
// fails at once, with a message saying what to do, and tests on either database catch it.

const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

export class QueryOutsideTransactionError extends Error {
  constructor() {
    super(
      'A query used `db` while a transaction was open in the same call chain. ' +
        'Inside `db.transaction(async (tx) => …)`, run every query on `tx`.',
    );
    this.name = 'QueryOutsideTransactionError';
  }
}

/** Throws when called from inside a transaction callback that is still running. */
export function assertNoOpenTransaction(): void {
  if (openTransaction.getStore()?.open) throw new QueryOutsideTransactionError();
}

/** Runs a transaction callback marked as open; work it schedules for later is not held to it. */
export async function runInTransactionScope<T>(callback: () => Promise<T>): Promise<T> {
  const scope = { open: true };
  try {
    return await openTransaction.run(scope, callback);
  } catch (error) {
    // drizzle wraps it in 'Failed query: …'; surface the message that says what to fix.
    if (error instanceof Error && error.cause instanceof QueryOutsideTransactionError)
      throw error.cause;
    throw error;
  } finally {
    scope.open = false;
  }
}

/** Wraps a client method so calling it inside an open transaction throws instead of hanging. */
export function guardMethod<T extends object, K extends keyof T>(target: T, key: K): void {
  const original = target[key];
  if (typeof original !== 'function') throw new TypeError(`${String(key)} is not a method`);
  const guarded = function (this: unknown, ...args: unknown[]) {
    assertNoOpenTransaction();
    return original.apply(this, args);
  };
  target[key] = guarded as T[K];
}

/** An outside call (a payment gateway, an AI provider) was made inside a database transaction. */
export class OutsideCallInTransactionError extends Error {
  constructor(what: string) {
    super(
      `${what} was called inside a database transaction. Commit first, then call it: ` +
        'a slow or silent peer would hold the connection and its locks for as long as it takes.',
    );
    this.name = 'OutsideCallInTransactionError';
  }
}

/** Throws when an outside call is made from inside a transaction callback still running. */
export function assertOutsideTransaction(what: string): void {
  if (openTransaction.getStore()?.open) throw new OutsideCallInTransactionError(what);
}
