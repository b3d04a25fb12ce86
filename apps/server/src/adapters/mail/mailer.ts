/** One email as the product sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * The Message-ID, stable across retries (one per outbox row), so a mail that does go twice is
   * recognisable downstream as one.
   */
  messageId?: string;
  /** Extra headers (List-Unsubscribe on notices); made when the mail is sent, never stored. */
  headers?: Record<string, string>;
}

/** The outside world's mail service behind one small interface. */
export interface Mailer {
  readonly mode: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Replies one SMTP send may wait for (connect, greeting, EHLO, AUTH, MAIL, RCPT, DATA, the
 * message's end): the whole send's deadline is that many timeouts, so a server that is slow but
 * answers each reply in time still gets its mail, and one that trickles is cut.
 */
const SMTP_REPLIES_PER_SEND = 8;

/** The longest one SMTP send may take with this per-reply timeout. */
export const smtpSendDeadlineMs = (timeoutMs: number) => timeoutMs * SMTP_REPLIES_PER_SEND;
