import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
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
      await mkdir(outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const mail: OutboxMail = { id, from, ...message, createdAt };
      // Written aside and renamed into place: mail leaves in the background now, and a reader
      // (the dev mailbox, a test) must never see a file half-written.
      const file = path.join(outboxDir, `${id}.json`);
      await writeFile(`${file}.partial`, JSON.stringify(mail, null, 2));
      await rename(`${file}.partial`, file);
      log.info({ to: message.to, subject: message.subject, id }, 'mail written to the dev outbox');
    },
    async close() {},
  };
}

/** The outbox's mails, newest first. */
export async function readOutbox(outboxDir: string, limit = 100): Promise<OutboxMail[]> {
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
