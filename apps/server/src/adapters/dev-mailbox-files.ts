import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The dev mailbox keeps what would have left the machine (mails, SMS) as one JSON file each, named
// so that names sort by time, for /dev/mailbox and the tests to read.

/**
 * Writes one message as `<dir>/<id>.json`, built from its new id and the moment, and returns it.
 * Written aside and renamed into place: messages leave in the background, and a reader (the dev
 * mailbox, a test) must never see a file half-written.
 */
export async function writeMailboxFile<T>(
  mailboxDir: string,
  build: (id: string, now: string) => T,
): Promise<T> {
  await mkdir(mailboxDir, { recursive: true });
  const now = new Date().toISOString();
  const id = `${now.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const message = build(id, now);
  const file = path.join(mailboxDir, `${id}.json`);
  await writeFile(`${file}.partial`, JSON.stringify(message, null, 2));
  await rename(`${file}.partial`, file);
  return message;
}

/** The folder's messages, newest first; none when the folder does not exist yet. */
export async function readMailboxFiles<T>(mailboxDir: string, limit = 100): Promise<T[]> {
  let names: string[];
  try {
    names = (await readdir(mailboxDir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const newest = names.sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(
      async (name) => JSON.parse(await readFile(path.join(mailboxDir, name), 'utf8')) as T,
    ),
  );
}
