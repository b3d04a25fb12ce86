import { postToProvider } from './provider-call.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** https://api.twilio.com in production; a fake server on loopback in tests. */
  apiUrl: string;
  timeoutMs: number;
}

/** Twilio's Messages API: our own text, form-encoded, with Basic auth account SID:auth token. */
export function createTwilioSms(options: TwilioOptions): SmsSender {
  const base = options.apiUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender: [string, string] = /^MG[0-9a-f]{32}$/i.test(options.from)
    ? ['MessagingServiceSid', options.from]
    : ['From', options.from];
  return {
    mode: 'twilio',
    async send(message: SmsMessage) {
      await postToProvider({
        provider: 'Twilio',
        url,
        headers: { authorization },
        body: { form: new URLSearchParams([['To', message.to], sender, ['Body', message.text]]) },
        timeoutMs: options.timeoutMs,
      });
    },
  };
}
