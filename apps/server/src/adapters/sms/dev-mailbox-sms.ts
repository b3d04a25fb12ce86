import type { FastifyBaseLogger } from 'fastify';
import { readMailboxFiles, writeMailboxFile } from '../dev-mailbox-files.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** An SMS as kept in the dev mailbox. */
export interface MailboxSms {
  id: string;
  channel: 'sms';
  to: string;
  text: string;
  sentAt: string;
}

/**
 * The default on a fresh machine: each SMS is written as a JSON file under `mailboxDir` (shown at
 * /dev/mailbox beside the mails) and logged by its id only (no number, no code), so signing in by
 * mobile number works with no SMS provider.
 */
export function createDevMailboxSms(mailboxDir: string, log: FastifyBaseLogger): SmsSender {
  return {
    mode: 'dev-mailbox',
    async send(message: SmsMessage) {
      const { id } = await writeMailboxFile(mailboxDir, (id, sentAt): MailboxSms => ({
        id,
        channel: 'sms',
        to: message.to,
        text: message.text,
        sentAt,
      }));
      log.info({ id }, 'SMS written to the dev mailbox');
    },
  };
}

/** The dev mailbox's SMS, newest first. */
export function readMailboxSms(mailboxDir: string, limit = 100): Promise<MailboxSms[]> {
  return readMailboxFiles<MailboxSms>(mailboxDir, limit);
}
