import type { FastifyBaseLogger } from 'fastify';
import { readMailboxFiles, writeMailboxFile } from '../dev-mailbox-files.ts';
import type { MailMessage, Mailer } from './mailer.ts';

/** A mail as kept in the dev mailbox. */
export interface MailboxMail extends MailMessage {
  id: string;
  from: string;
  createdAt: string;
}

/**
 * The default on a fresh machine: each mail is written as a JSON file under `mailboxDir` and logged
 * in one line (without its body, which may hold a code), so the whole product works with no SMTP.
 */
export function createDevMailboxMailer(
  mailboxDir: string,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  return {
    mode: 'dev-mailbox',
    async send(message: MailMessage) {
      const { id } = await writeMailboxFile(mailboxDir, (id, createdAt): MailboxMail => ({
        id,
        from,
        ...message,
        createdAt,
      }));
      log.info({ to: message.to, subject: message.subject, id }, 'mail written to the dev mailbox');
    },
    async close() {},
  };
}

/** The dev mailbox's mails, newest first. */
export function readMailboxMails(mailboxDir: string, limit = 100): Promise<MailboxMail[]> {
  return readMailboxFiles<MailboxMail>(mailboxDir, limit);
}
