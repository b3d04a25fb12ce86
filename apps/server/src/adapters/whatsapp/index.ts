import type { Config } from '../../config.ts';
import { createCloudApiWhatsApp } from './cloud-api-whatsapp.ts';
import type { WhatsAppSender } from './whatsapp-sender.ts';

export type { WhatsAppSender } from './whatsapp-sender.ts';

const GRAPH_API_URL = 'https://graph.facebook.com/v21.0';

/**
 * The Cloud API when WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set, else null: without them
 * no WhatsApp notice is queued at all (modules/reach/whatsapp-config.ts).
 */
export function createWhatsAppSender(config: Config): WhatsAppSender | null {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = config;
  if (!token || !phoneNumberId) return null;
  return createCloudApiWhatsApp({
    token,
    phoneNumberId,
    apiUrl: config.WHATSAPP_API_URL ?? GRAPH_API_URL,
    timeoutMs: config.SMS_TIMEOUT_SECONDS * 1000,
  });
}
