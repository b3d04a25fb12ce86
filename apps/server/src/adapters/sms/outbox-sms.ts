import type { FastifyBaseLogger } from 'fastify';
import { readOutboxFiles, writeOutboxFile } from '../dev-outbox-files.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/** An SMS as kept in the dev outbox. */
export interface OutboxSms {
  id: string;
  channel: 'sms';
  to: string;
  text: string;
  sentAt: string;
}

/**
 * The default on a fresh machine: each SMS is written as a JSON file under `outboxDir` (shown at
 * /dev/mailbox beside the mails) and logged by its id only (no number, no code), so signing in by
 * mobile number works with no SMS provider.
 */
export function createOutboxSms(outboxDir: string, log: FastifyBaseLogger): SmsSender {
  return {
    mode: 'outbox',
    async send(message: SmsMessage) {
      const { id } = await writeOutboxFile(outboxDir, (id, sentAt): OutboxSms => ({
        id,
        channel: 'sms',
        to: message.to,
        text: message.text,
        sentAt,
      }));
      log.info({ id }, 'SMS written to the dev outbox');
    },
  };
}

/** The outbox's SMS, newest first. */
export function readSmsOutbox(outboxDir: string, limit = 100): Promise<OutboxSms[]> {
  return readOutboxFiles<OutboxSms>(outboxDir, limit);
}
