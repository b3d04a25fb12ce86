import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { onCommitSignal, type CommitSignal } from '../db/commit-signals.ts';
import type { PromptDelivery } from '../jobs/prompt-delivery.ts';

/**
 * When a transaction that queued mail (or a push or message) commits, be it a request's, a
 * webhook's or a job's, a delivery pass starts in the background; no answer waits for the outside
 * service. It starts before the request that queued it has its answer, so whoever then waits for
 * it (a test's settle()) cannot miss it. Before the server closes, the pass under way finishes.
 */
export function registerPromptDelivery(
  app: FastifyInstance,
  db: Database,
  signal: CommitSignal,
  delivery: PromptDelivery,
): void {
  const stopListening = onCommitSignal(db, signal, () => delivery.kick());
  app.addHook('preClose', async () => {
    stopListening();
    await delivery.stop();
  });
}
