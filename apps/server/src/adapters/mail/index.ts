import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { MailMessage, Mailer } from './mailer.ts';
export { readOutbox, type OutboxMail } from './outbox-mailer.ts';

export const outboxDirOf = (config: Config) => path.join(config.DATA_DIR, 'outbox');

/** SMTP when SMTP_URL is set, the dev outbox otherwise. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, config.SMTP_TIMEOUT_SECONDS * 1000)
    : createOutboxMailer(outboxDirOf(config), config.MAIL_FROM, log);
}
