/** One WhatsApp template message: the template approved for the business, in one language. */
export interface WhatsAppMessage {
  /** E.164, e.g. +919876543210. */
  to: string;
  /** The approved template's name, e.g. `offer_received`. */
  template: string;
  language: 'en' | 'hi';
  /** The body's variables in order ({{1}}, {{2}}, …). */
  params: readonly string[];
}

/** The WhatsApp Business Cloud API behind one small interface. */
export interface WhatsAppSender {
  readonly mode: 'cloud-api';
  /** Throws ProviderRefused when the message can never be delivered, any other error to retry. */
  send(message: WhatsAppMessage): Promise<void>;
}
