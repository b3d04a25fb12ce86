import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MailDelivery } from '../jobs/prompt-mail-delivery.ts';
import { runNotingQueuedMail, type QueuedMailNote } from '../modules/mail/mail-outbox.ts';

/**
 * When a request whose work queued mail answers (its transactions have committed by then), a
 * delivery pass starts in the background; the answer never waits for the mail server. Before the
 * server closes, the pass under way finishes. Register before any route, so every route gets it.
 */
export function registerMailDelivery(app: FastifyInstance, delivery: MailDelivery): void {
  const notes = new WeakMap<FastifyRequest, QueuedMailNote>();
  // preHandler: the handler runs inside `done`, so the note follows every await of its work.
  app.addHook('preHandler', (request, _reply, done) => {
    const note = { queued: false };
    notes.set(request, note);
    runNotingQueuedMail(note, done);
  });
  // onSend rather than onResponse: the pass is under way before the client has the answer, so
  // whoever then waits for it (a test's settle()) cannot miss it.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (notes.get(request)?.queued) delivery.kick();
    done(null, payload);
  });
  app.addHook('preClose', async () => delivery.stop());
}
