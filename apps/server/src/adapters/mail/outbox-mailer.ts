import type { FastifyBaseLogger } from 'fastify';
import { readOutboxFiles, writeOutboxFile } from '../dev-outbox-files.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** A mail as kept in the dev outbox. */
export interface OutboxMail extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

/**
 * The default on a fresh machine: each mail is written as a JSON file under `outboxDir` and logged
 * in one line (without its body, which may hold a code), so the whole product works with no SMTP.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  return {
    mode: 'outbox',
    async send(message: MailMessage) {
      const { id } = await writeOutboxFile(outboxDir, (id, createdAt): OutboxMail => ({
        id,
        from,
        ...message,
        createdAt,
      }));
      log.info({ to: message.to, subject: message.subject, id }, 'mail written to the dev outbox');
    },
    async close() {},
  };
}

/** The outbox's mails, newest first. */
export function readOutbox(outboxDir: string, limit = 100): Promise<OutboxMail[]> {
  return readOutboxFiles<OutboxMail>(outboxDir, limit);
}
