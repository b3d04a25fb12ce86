import { mailboxDirOf, readMailboxMails, type MailboxMail } from '../adapters/mail/index.ts';
import type { TestApp } from './app.ts';

/** The dev mailbox's mails to one address, newest first. */
export async function mailsTo(t: TestApp, to: string): Promise<MailboxMail[]> {
  return (await readMailboxMails(mailboxDirOf(t.config), 1000)).filter((mail) => mail.to === to);
}

/**
 * Waits for a mail to arrive in the dev mailbox (some are sent in the background after the
 * response) and returns the newest one matching.
 */
export async function waitForMail(
  t: TestApp,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<MailboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(t, to)).find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The 6-digit code of the newest verification mail to an address. */
export async function otpFromMailbox(t: TestApp, to: string): Promise<string> {
  // The code leaves through the mail outbox after the answer: the newest one once it has left.
  await t.ctx.mailDelivery.settle();
  const mail = await waitForMail(t, to, /verification code/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail to ${to}`);
  return code;
}
