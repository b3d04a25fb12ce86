/** One SMS as the product sends it. */
export interface SmsMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  /** The whole text, as the dev mailbox and Twilio send it. */
  text: string;
  /**
   * The provider's template for it (MSG91's id of the DLT-registered template); unset, the
   * configured one. Indian operators deliver only texts registered with DLT.
   */
  templateId?: string;
  /** The template's variables by name (`{ otp: '123456' }`), for providers that fill it in. */
  params: Record<string, string>;
}

/** The outside world's SMS gateway behind one small interface. */
export interface SmsSender {
  readonly mode: 'dev-mailbox' | 'msg91' | 'twilio';
  /** Throws ProviderRefused when the message can never be delivered, any other error to retry. */
  send(message: SmsMessage): Promise<void>;
}
