import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from './mailer.ts';

/** Replies one send may wait for (connect, greeting, the commands): the whole send's deadline. */
const PHASES_PER_SEND = 3;

/**
 * Sends through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465.
 * Connecting, the greeting and every reply are each bounded by `timeoutMs`, and the whole send by a
 * few times that, so a mail server that hangs fails a send in seconds instead of holding it.
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    mode: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({
        from,
        ...message,
        signal: AbortSignal.timeout(timeoutMs * PHASES_PER_SEND),
      });
    },
    async close() {
      transport.close();
    },
  };
}
