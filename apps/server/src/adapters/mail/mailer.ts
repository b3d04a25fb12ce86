/** One email as the product sends it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe on notices); made when the mail is sent, never stored. */
  headers?: Record<string, string>;
}

/** The outside world's mail service behind one small interface. */
export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
