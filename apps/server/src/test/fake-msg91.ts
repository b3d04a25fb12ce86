import { randomBytes } from 'node:crypto';
import { jsonOf, startFakeProvider, type FakeProvider } from './fake-provider.ts';

// A fake MSG91 on loopback speaking its Flow API (POST /api/v5/flow): it checks the auth key, the
// DLT template id, the sender id and each recipient's number (country code, no plus) the way
// MSG91 does, and keeps the SMS it accepted.

export interface Msg91Sms {
  templateId: string;
  /** 919876543210 */
  mobiles: string;
  /** The template's variables as sent (`otp`, …). */
  variables: Record<string, unknown>;
}

export interface FakeMsg91 extends FakeProvider {
  authKey: string;
  senderId: string;
  templateId: string;
  /** The MSG91_* and SMS_PROVIDER settings that point the app at this server. */
  env: Record<string, string>;
  accepted: Msg91Sms[];
}

export async function startFakeMsg91(): Promise<FakeMsg91> {
  const authKey = randomBytes(12).toString('hex');
  const senderId = 'SLHKAR';
  const templateId = randomBytes(12).toString('hex');
  const accepted: Msg91Sms[] = [];
  const error = (status: number, message: string) => ({
    status,
    body: { type: 'error', message },
  });
  const provider = await startFakeProvider((request) => {
    if (request.method !== 'POST' || request.path !== '/api/v5/flow')
      return error(404, 'Not found');
    if (request.headers.authkey !== authKey) return error(401, 'Authentication failure');
    const body = jsonOf(request) as Record<string, unknown> | undefined;
    if (!body || !request.headers['content-type']?.startsWith('application/json')) {
      return error(400, 'Invalid JSON');
    }
    // MSG91 answers some refusals with 200 and type "error".
    if (body.template_id !== templateId) return error(200, 'Template ID is not valid');
    if (body.sender !== senderId) return error(200, 'Sender ID is not approved');
    const recipients = body.recipients;
    if (!Array.isArray(recipients) || recipients.length === 0) {
      return error(400, 'Recipients are missing');
    }
    for (const recipient of recipients as Record<string, unknown>[]) {
      const { mobiles, ...variables } = recipient;
      if (typeof mobiles !== 'string' || !/^[1-9]\d{9,14}$/.test(mobiles)) {
        return error(400, 'Mobile number is not valid');
      }
      accepted.push({ templateId: body.template_id, mobiles, variables });
    }
    return { status: 200, body: { type: 'success', message: randomBytes(12).toString('hex') } };
  });
  return Object.assign(provider, {
    authKey,
    senderId,
    templateId,
    accepted,
    env: {
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: authKey,
      MSG91_SENDER_ID: senderId,
      MSG91_TEMPLATE_ID: templateId,
      MSG91_API_URL: `${provider.url}/api/v5`,
    },
  });
}
