import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';

export { smtpSendDeadlineMs, type MailMessage, type Mailer } from './mailer.ts';
export { readOutbox, type OutboxMail } from './outbox-mailer.ts';

export const outboxDirOf = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/** SMTP when SMTP_URL is set, the dev outbox otherwise. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { SMTP_URL: smtpUrl, MAIL_FROM: from } = config;
  if (!smtpUrl) return createOutboxMailer(outboxDirOf(config), from, log);
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
