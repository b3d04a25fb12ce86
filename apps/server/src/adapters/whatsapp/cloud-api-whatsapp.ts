import { postToProvider } from '../sms/provider-call.ts';
import type { WhatsAppMessage, WhatsAppSender } from './whatsapp-sender.ts';

export interface CloudApiOptions {
  /** A system user's permanent access token with whatsapp_business_messaging. */
  token: string;
  /** The id of the business phone number the messages come from (not the number itself). */
  phoneNumberId: string;
  /** https://graph.facebook.com/v21.0 in production; a fake Graph API on loopback in tests. */
  apiUrl: string;
  timeoutMs: number;
}

/**
 * WhatsApp's Cloud API: POST /{phone-number-id}/messages with a template message. Outside a
 * conversation the person opened, only approved templates may be sent, so every notice is one.
 */
export function createCloudApiWhatsApp(options: CloudApiOptions): WhatsAppSender {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  return {
    mode: 'cloud-api',
    async send(message: WhatsAppMessage) {
      await postToProvider({
        provider: 'WhatsApp',
        url,
        headers: { authorization: `Bearer ${options.token}` },
        body: {
          json: {
            messaging_product: 'whatsapp',
            // The Cloud API takes the number with its country code and without the plus.
            to: message.to.replace(/^\+/, ''),
            type: 'template',
            template: {
              name: message.template,
              language: { code: message.language },
              components: [
                {
                  type: 'body',
                  parameters: message.params.map((text) => ({ type: 'text', text })),
                },
              ],
            },
          },
        },
        timeoutMs: options.timeoutMs,
      });
    },
  };
}
