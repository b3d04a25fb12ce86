import { randomBytes } from 'node:crypto';
import { jsonOf, startFakeProvider, type FakeProvider } from './fake-provider.ts';

// A fake of Meta's Graph API on loopback for the WhatsApp Business Cloud API (POST
// /v21.0/{phone-number-id}/messages with a Bearer token): it checks the token, the path and the
// template message's shape as the Cloud API does, answers with its error shape, and keeps the
// messages it accepted. Only the templates given exist.

export interface GraphTemplateMessage {
  /** 919876543210 */
  to: string;
  template: string;
  language: string;
  params: string[];
}

export interface FakeWhatsAppGraph extends FakeProvider {
  token: string;
  phoneNumberId: string;
  /** The WHATSAPP_* settings that point the app at this server. */
  env: Record<string, string>;
  accepted: GraphTemplateMessage[];
}

export async function startFakeWhatsAppGraph(
  templates: readonly string[],
): Promise<FakeWhatsAppGraph> {
  const token = `EAAG${randomBytes(24).toString('hex')}`;
  const phoneNumberId = String(100000000000000 + Math.floor(Math.random() * 1e9));
  const accepted: GraphTemplateMessage[] = [];
  const error = (status: number, code: number, message: string) => ({
    status,
    body: { error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } },
  });
  const provider = await startFakeProvider((request) => {
    if (request.method !== 'POST' || request.path !== `/v21.0/${phoneNumberId}/messages`) {
      return error(400, 100, 'Unsupported post request.');
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return error(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    const body = jsonOf(request) as Record<string, any> | undefined; // eslint-disable-line @typescript-eslint/no-explicit-any
    if (body?.messaging_product !== 'whatsapp' || body.type !== 'template') {
      return error(400, 100, 'Invalid parameter');
    }
    if (typeof body.to !== 'string' || !/^[1-9]\d{7,14}$/.test(body.to)) {
      return error(400, 131009, 'Parameter value is not valid');
    }
    const template = body.template;
    const language = template?.language?.code;
    if (!templates.includes(template?.name) || !['en', 'hi'].includes(language)) {
      return error(404, 132001, 'Template name does not exist in the translation');
    }
    const components = template.components;
    const parameters =
      Array.isArray(components) && components.length === 1 && components[0].type === 'body'
        ? components[0].parameters
        : undefined;
    if (
      !Array.isArray(parameters) ||
      !parameters.every(
        (p: { type?: unknown; text?: unknown }) => p.type === 'text' && typeof p.text === 'string',
      )
    ) {
      return error(
        400,
        132000,
        'Number of parameters does not match the expected number of params',
      );
    }
    accepted.push({
      to: body.to,
      template: template.name,
      language,
      params: parameters.map((p: { text: string }) => p.text),
    });
    return {
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: `wamid.${randomBytes(16).toString('base64url')}` }],
      },
    };
  });
  return Object.assign(provider, {
    token,
    phoneNumberId,
    accepted,
    env: {
      WHATSAPP_TOKEN: token,
      WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
      WHATSAPP_API_URL: `${provider.url}/v21.0`,
    },
  });
}
