// Some writes have someone waiting for them outside the transaction: queued mail (and queued
// pushes and messages) has a delivery pass that should start the moment it is committed. The transaction notes the signal on its own
// `tx` (every query of it runs on that handle anyway), and once it has committed the database
// handle tells whoever listens on it. Nothing here needs an async context per request, which
// would cost every promise of every request (AsyncLocalStorage's hooks in Node 20). The handles
// are only keys here (the client's Database and Transaction), so this module needs not know them
// and the client can import it.

/** What a committed transaction may announce. */
export type CommitSignal = 'mail-queued' | 'reach-queued';

type Listener = () => void;

const raised = new WeakMap<object, Set<CommitSignal>>();
const listeners = new WeakMap<object, Map<CommitSignal, Set<Listener>>>();

/** Notes that `tx` made a write someone waits for; announced only if the transaction commits. */
export function signalOnCommit(tx: object, signal: CommitSignal): void {
  const signals = raised.get(tx);
  if (signals) signals.add(signal);
  else raised.set(tx, new Set([signal]));
}

/** Calls `listener` after each commit of `db` that raised `signal`; returns the unsubscribe. */
export function onCommitSignal(db: object, signal: CommitSignal, listener: Listener): () => void {
  let bySignal = listeners.get(db);
  if (!bySignal) listeners.set(db, (bySignal = new Map()));
  let set = bySignal.get(signal);
  if (!set) bySignal.set(signal, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Announces what the committed `tx` raised to the listeners on `db`. Called by the database
 * handle once the commit has succeeded; a rolled-back transaction raises nothing. A listener
 * that throws is a bug of its own and does not undo the commit, so it is reported, not thrown.
 */
export function announceCommit(db: object, tx: object): void {
  const signals = raised.get(tx);
  if (!signals) return;
  raised.delete(tx);
  const bySignal = listeners.get(db);
  if (!bySignal) return;
  for (const signal of signals) {
    for (const listener of bySignal.get(signal) ?? []) {
      try {
        listener();
      } catch (error) {
        console.error(`A listener for ${signal} failed after a commit:`, error);
      }
    }
  }
}
