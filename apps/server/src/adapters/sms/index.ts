import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createMsg91Sms } from './msg91-sms.ts';
import { createDevMailboxSms } from './dev-mailbox-sms.ts';
import type { SmsSender } from './sms-sender.ts';
import { createTwilioSms } from './twilio-sms.ts';

export type { SmsSender } from './sms-sender.ts';
export { ProviderRefused } from './provider-call.ts';
export { readMailboxSms, type MailboxSms } from './dev-mailbox-sms.ts';

/** Where the dev mailbox keeps SMS: beside the mails, in a folder of their own. */
export const smsMailboxDirOf = (config: Config) => path.join(config.DATA_DIR, 'mailbox', 'sms');

/** MSG91 or Twilio as SMS_PROVIDER says, the dev mailbox otherwise. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  const timeoutMs = config.SMS_TIMEOUT_SECONDS * 1000;
  switch (config.SMS_PROVIDER) {
    case 'msg91':
      return createMsg91Sms({
        authKey: config.MSG91_AUTH_KEY!,
        senderId: config.MSG91_SENDER_ID!,
        templateId: config.MSG91_TEMPLATE_ID!,
        apiUrl: config.MSG91_API_URL,
        timeoutMs,
      });
    case 'twilio':
      return createTwilioSms({
        accountSid: config.TWILIO_ACCOUNT_SID!,
        authToken: config.TWILIO_AUTH_TOKEN!,
        from: config.TWILIO_FROM!,
        apiUrl: config.TWILIO_API_URL,
        timeoutMs,
      });
    default:
      return createDevMailboxSms(smsMailboxDirOf(config), log);
  }
}
