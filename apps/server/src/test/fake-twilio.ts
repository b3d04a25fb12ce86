import { randomBytes } from 'node:crypto';
import { startFakeProvider, type FakeProvider } from './fake-provider.ts';

// A fake Twilio on loopback speaking its Messages API (POST
// /2010-04-01/Accounts/{sid}/Messages.json, form-encoded, Basic auth SID:token) with Twilio's error
// shape, and keeping the SMS it accepted.

export interface TwilioSms {
  to: string;
  from: string;
  body: string;
}

export interface FakeTwilio extends FakeProvider {
  accountSid: string;
  authToken: string;
  from: string;
  /** The TWILIO_* and SMS_PROVIDER settings that point the app at this server. */
  env: Record<string, string>;
  accepted: TwilioSms[];
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  // A long run of digits inside, as real SIDs (hex) often have: it is not a phone number.
  const accountSid = `AC12345678${randomBytes(12).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const accepted: TwilioSms[] = [];
  const error = (status: number, code: number, message: string) => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  const provider = await startFakeProvider((request) => {
    if (
      request.method !== 'POST' ||
      request.path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`
    ) {
      return error(404, 20404, 'The requested resource was not found');
    }
    if (request.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return error(400, 21620, 'Invalid content type');
    }
    const form = new URLSearchParams(request.raw);
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{7,14}$/.test(to)) {
      return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    }
    if (form.get('From') !== from) {
      return error(
        400,
        21606,
        "The 'From' phone number provided is not a valid message-capable Twilio phone number.",
      );
    }
    const body = form.get('Body') ?? '';
    if (body === '') return error(400, 21602, 'Message body is required.');
    accepted.push({ to, from, body });
    return {
      status: 201,
      body: { sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued', to, from, body },
    };
  });
  return Object.assign(provider, {
    accountSid,
    authToken,
    from,
    accepted,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: accountSid,
      TWILIO_AUTH_TOKEN: authToken,
      TWILIO_FROM: from,
      TWILIO_API_URL: provider.url,
    },
  });
}
