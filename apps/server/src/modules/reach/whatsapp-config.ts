import type { Config } from '../../config.ts';

/** The WhatsApp Business settings, when this configuration has them (decision 190). */
type WhatsAppSettings = Partial<
  Record<'WHATSAPP_TOKEN' | 'WHATSAPP_PHONE_NUMBER_ID' | 'WHATSAPP_API_URL', string>
>;

/**
 * Whether WhatsApp notices can be sent at all: without a token and a sender number none is queued
 * (a queued row would wait for a sender that never comes).
 */
export function whatsappConfigured(config: Config): boolean {
  const settings = config as Config & WhatsAppSettings;
  return Boolean(settings.WHATSAPP_TOKEN && settings.WHATSAPP_PHONE_NUMBER_ID);
}
