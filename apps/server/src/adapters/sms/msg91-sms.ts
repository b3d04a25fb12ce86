import { postToProvider, ProviderRefused } from './provider-call.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export interface Msg91Options {
  authKey: string;
  /** The DLT-registered sender id (header), e.g. SLHKAR. */
  senderId: string;
  /** MSG91's id of the DLT-approved template used when a message names none. */
  templateId: string;
  /** https://control.msg91.com/api/v5 in production; a fake server on loopback in tests. */
  apiUrl: string;
  timeoutMs: number;
}

/**
 * MSG91's Flow API (POST /flow): the text is MSG91's template, approved on DLT as Indian operators
 * require, filled in with the message's variables; our own text is not sent. MSG91 answers some
 * refusals with 200 and `type: "error"`, which count as refusals too.
 */
export function createMsg91Sms(options: Msg91Options): SmsSender {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/flow`;
  return {
    mode: 'msg91',
    async send(message: SmsMessage) {
      const answer = await postToProvider({
        provider: 'MSG91',
        url,
        headers: { authkey: options.authKey },
        body: {
          json: {
            template_id: message.templateId ?? options.templateId,
            sender: options.senderId,
            short_url: '0',
            // MSG91 wants the number with its country code and without the plus.
            recipients: [{ ...message.params, mobiles: message.to.replace(/^\+/, '') }],
          },
        },
        timeoutMs: options.timeoutMs,
      });
      const { type, message: words } = (answer ?? {}) as { type?: unknown; message?: unknown };
      if (type !== 'success') {
        throw new ProviderRefused(
          `MSG91 refused the SMS${typeof words === 'string' ? `: ${words.slice(0, 200)}` : ''}`,
        );
      }
    },
  };
}
