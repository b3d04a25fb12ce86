import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
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
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const sms: OutboxSms = { id, channel: 'sms', to: message.to, text: message.text, sentAt };
      // Written aside and renamed into place, so a reader never sees a file half-written.
      const file = path.join(outboxDir, `${id}.json`);
      await writeFile(`${file}.partial`, JSON.stringify(sms, null, 2));
      await rename(`${file}.partial`, file);
      log.info({ id }, 'SMS written to the dev outbox');
    },
  };
}

/** The outbox's SMS, newest first. */
export async function readSmsOutbox(outboxDir: string, limit = 100): Promise<OutboxSms[]> {
  let names: string[];
  try {
    names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const newest = names.sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8'))),
  );
}
