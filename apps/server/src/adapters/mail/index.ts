import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createDevMailboxMailer } from './dev-mailbox-mailer.ts';

export { smtpSendDeadlineMs, type MailMessage, type Mailer } from './mailer.ts';
export { readMailboxMails, type MailboxMail } from './dev-mailbox-mailer.ts';

export const mailboxDirOf = (config: Config) => path.join(config.DATA_DIR, 'mailbox');

/** SMTP when SMTP_URL is set, the dev mailbox otherwise. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = config;
  if (!smtpUrl) return createDevMailboxMailer(mailboxDirOf(config), from, log);
  // Nodemailer is imported only when mail goes out over SMTP (begun now, awaited on first send).
  const timeoutMs = config.SMTP_TIMEOUT_SECONDS * 1000;
  const smtp = import('./smtp-mailer.ts').then(({ createSmtpMailer }) =>
    createSmtpMailer(smtpUrl, from, timeoutMs),
  );
  smtp.catch(() => undefined);
  return {
    mode: 'smtp',
    send: async (message) => (await smtp).send(message),
    close: () =>
      smtp.then(
        (mailer) => mailer.close(),
        () => undefined,
      ),
  };
}
