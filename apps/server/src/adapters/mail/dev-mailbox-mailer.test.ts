import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createDevMailboxMailer, readMailboxMails } from './dev-mailbox-mailer.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-mailbox-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the dev mailbox', () => {
  it('never shows a reader a mail half-written, however busy the writers', async () => {
    const mailer = createDevMailboxMailer(dir, 'Salahkar <no-reply@example.com>', Fastify().log);
    const body = 'A long body. '.repeat(400_000);
    const writing = Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        mailer.send({ to: `p${i}@example.com`, subject: `Mail ${i}`, text: body }),
      ),
    );
    let done = false;
    void writing.finally(() => (done = true));
    let reads = 0;
    while (!done) {
      const mails = await readMailboxMails(dir, 1000);
      expect(mails.every((mail) => mail.text === body)).toBe(true);
      reads += 1;
    }
    await writing;
    expect(reads).toBeGreaterThan(0);
    expect(await readMailboxMails(dir, 1000)).toHaveLength(10);
  });
});
