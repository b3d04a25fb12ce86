import nodemailer from 'nodemailer';
import { smtpSendDeadlineMs, type MailMessage, type Mailer } from './mailer.ts';

/**
 * Sends through any SMTP server named by a URL such as smtps://user:pass@smtp.example.com:465.
 * Connecting, the greeting and every reply are each bounded by `timeoutMs`, and the whole send by a
 * few times that, so a mail server that hangs fails a send in seconds instead of holding it.
 *
 * Once the server has accepted DATA and the whole message has been handed to it, the mail counts
 * as sent even if its final answer never comes in time (a timeout, the deadline, a dropped
 * connection): the server has it and usually delivers it, and sending it again is what doubled
 * mails (issue 31). A mail lost that way is rarer than one doubled, and a code can be asked again.
 * A refusal the server does say (4xx, 5xx) is still a failure.
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs: number): Mailer {
  return {
    mode: 'smtp',
    async send(message: MailMessage) {
      let handedOver = false;
      // One transport per send (no pool: each send is its own connection anyway), so what its
      // logger hears belongs to this send alone. Nodemailer logs the 'message' step when the
      // message's last byte has been written after the server's 354 to DATA.
      const transport = nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        logger: handOverWatcher(() => (handedOver = true)),
      });
      try {
        await transport.sendMail({
          from,
          ...message,
          signal: AbortSignal.timeout(smtpSendDeadlineMs(timeoutMs)),
        });
      } catch (error) {
        if (!handedOver || saidNo(error)) throw error;
      } finally {
        transport.close();
      }
    },
    async close() {},
  };
}

/** A Bunyan-shaped logger that only listens for the end of the message's transmission. */
function handOverWatcher(onHandedOver: () => void) {
  const quiet = () => {};
  return {
    trace: quiet,
    debug: quiet,
    warn: quiet,
    error: quiet,
    fatal: quiet,
    info(data: unknown) {
      if (data && typeof data === 'object' && (data as { tnx?: unknown }).tnx === 'message') {
        onHandedOver();
      }
    },
  };
}

/** The server answered the message with a refusal, rather than not answering at all. */
function saidNo(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 400;
}
