import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { onCommitSignal } from '../db/commit-signals.ts';
import type { MailDelivery } from '../jobs/prompt-mail-delivery.ts';

/**
 * When a transaction that queued mail commits (a request's, a webhook's or a job's), a delivery
 * pass starts in the background; no answer waits for the mail server. It starts before the
 * request that queued the mail has its answer, so whoever then waits for it (a test's settle())
 * cannot miss it. Before the server closes, the pass under way finishes.
 */
export function registerMailDelivery(
  app: FastifyInstance,
  db: Database,
  delivery: MailDelivery,
): void {
  const stopListening = onCommitSignal(db, 'mail-queued', () => delivery.kick());
  app.addHook('preClose', async () => {
    stopListening();
    await delivery.stop();
  });
}
