import type { Config } from '../../config.ts';

/**
 * Whether WhatsApp notices can be sent at all: without a token and a sender number none is queued
 * (a queued row would wait for a sender that never comes).
 */
export function whatsappConfigured(
  config: Pick<Config, 'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID'>,
): boolean {
  return Boolean(config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID);
}
