import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { reachOutbox } from '../../db/schema/index.ts';
import { createAccount } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { startFakeMsg91 } from '../../test/fake-msg91.ts';
import type { FakeProvider } from '../../test/fake-provider.ts';
import { startFakeTwilio } from '../../test/fake-twilio.ts';
import { startFakeWhatsAppGraph } from '../../test/fake-whatsapp-graph.ts';
import { enqueueReach } from './reach-outbox.ts';

// The SMS providers and WhatsApp's Cloud API, each against a fake of its API on loopback that
// checks what it is sent: sign-in codes leave after commit through the reach outbox; a refusal
// that can never succeed fails the row, an outage or silence leaves it to be tried again.

let lastNumber = 0;
const newNumber = () => `+9188${String(20000000 + ++lastNumber * 104729).padStart(8, '0')}`;

let t: TestApp | undefined;
let fake: FakeProvider | undefined;
afterEach(async () => {
  // The fake first: a delivery it holds fails at once instead of keeping the app from closing.
  await fake?.close();
  await t?.close();
  t = fake = undefined;
});

/** An app that sends through the fake provider (its settings, `env` over them), closed after the test. */
async function appThrough(
  provider: FakeProvider & { env: Record<string, string> },
  env: Record<string, string> = {},
): Promise<TestApp> {
  fake = provider;
  t = await buildTestApp({ ...provider.env, ...env });
  return t;
}

async function sendCodeTo(app: TestApp, phone: string) {
  await createAccount(app, { phone, phoneVerifiedAt: new Date() });
  const response = await app.request('/api/auth/phone/send-code', {
    method: 'POST',
    json: { phone },
  });
  expect(response.status).toBe(200);
}

/** Asks for a sign-in code to a new number and lets the reach outbox try to deliver it. */
async function deliverCode(app: TestApp): Promise<string> {
  const phone = newNumber();
  await sendCodeTo(app, phone);
  await app.ctx.reachDelivery.settle();
  return phone;
}

const rowTo = async (app: TestApp, phone: string) =>
  (await app.database.db.select().from(reachOutbox).where(eq(reachOutbox.phone, phone)))[0]!;

const logIn = (app: TestApp, phone: string, code: string) =>
  app.request('/api/auth/phone/login', { method: 'POST', json: { phone, code } });

describe('SMS through MSG91', () => {
  it('sends the code with the DLT template, sender id and auth key, and it signs in', async () => {
    const msg91 = await startFakeMsg91();
    const t = await appThrough(msg91);
    const phone = await deliverCode(t);
    expect(msg91.accepted).toEqual([
      {
        templateId: msg91.templateId,
        mobiles: phone.slice(1),
        variables: { otp: expect.stringMatching(/^\d{6}$/) },
      },
    ]);
    expect(await rowTo(t, phone)).toMatchObject({ status: 'sent', payload: null, attempts: 1 });
    const code = msg91.accepted[0]!.variables.otp as string;
    expect((await logIn(t, phone, code)).status).toBe(200);
  });

  it('fails the SMS for good when MSG91 refuses it, even with a 200', async () => {
    const msg91 = await startFakeMsg91();
    const t = await appThrough(msg91);
    msg91.answerNext({ status: 200, body: { type: 'error', message: 'Template ID is not valid' } });
    const phone = await deliverCode(t);
    expect(await rowTo(t, phone)).toMatchObject({
      status: 'failed',
      payload: null,
      lastError: 'MSG91 refused the SMS: Template ID is not valid',
    });
  });

  it('fails the SMS for good on a wrong auth key (401)', async () => {
    const msg91 = await startFakeMsg91();
    const t = await appThrough(msg91, { MSG91_AUTH_KEY: 'not-the-key' });
    const phone = await deliverCode(t);
    const row = await rowTo(t, phone);
    expect(row.status).toBe('failed');
    expect(row.lastError).toBe('MSG91 POST /api/v5/flow answered 401: Authentication failure');
    expect(msg91.accepted).toEqual([]);
  });
});

describe('SMS through Twilio', () => {
  it('sends our text, form-encoded with Basic auth, from the configured number', async () => {
    const twilio = await startFakeTwilio();
    const t = await appThrough(twilio);
    const phone = await deliverCode(t);
    expect(twilio.accepted).toHaveLength(1);
    const [sms] = twilio.accepted;
    expect(sms).toMatchObject({ to: phone, from: twilio.from });
    expect(sms!.body).toMatch(/^Salahkar: \d{6} is your code to sign in\./);
    expect((await logIn(t, phone, /\d{6}/.exec(sms!.body)![0])).status).toBe(200);
  });

  it('retries after an outage or a throttle, and gives up on a number Twilio rejects', async () => {
    const twilio = await startFakeTwilio();
    const t = await appThrough(twilio);
    const cases = [
      { status: 503, body: { code: 20500, message: 'Service unavailable' }, expected: 'pending' },
      { status: 429, body: { code: 20429, message: 'Too Many Requests' }, expected: 'pending' },
      { status: 400, body: { code: 21211, message: 'Invalid To number' }, expected: 'failed' },
      {
        status: 400,
        body: { code: 21211, message: 'The To number +919876543210 is not valid' },
        expected: 'failed',
        shown: 'The To number <number> is not valid',
      },
    ];
    for (const { status, body, expected, shown = body.message } of cases) {
      twilio.answerNext({ status, body });
      const phone = await deliverCode(t);
      const row = await rowTo(t, phone);
      expect(row.status, `${status}`).toBe(expected);
      expect(row.lastError).toBe(
        `Twilio POST /2010-04-01/Accounts/${twilio.accountSid}/Messages.json answered ${status}: ${shown}`,
      );
    }
  });
});

describe('an SMS provider that never answers', () => {
  it('holds up no request: the code is answered at once, the SMS is tried again later', async () => {
    const msg91 = await startFakeMsg91();
    const t = await appThrough(msg91, { SMS_TIMEOUT_SECONDS: '1' });
    msg91.hang();
    const phone = newNumber();
    await sendCodeTo(t, phone);
    // The answer came while the provider still holds the SMS's request unanswered.
    await expect.poll(() => msg91.requests.length).toBe(1);
    expect((await rowTo(t, phone)).status).toBe('sending');

    await t.ctx.reachDelivery.settle();
    const row = await rowTo(t, phone);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'MSG91 POST /api/v5/flow failed: no answer within 1000 ms',
    });
    expect(row.payload).not.toBeNull();
  });
});

describe('WhatsApp through the Cloud API', () => {
  /** Queues a WhatsApp message to a new number and lets the reach outbox try to deliver it. */
  const deliverWhatsApp = async (app: TestApp, payload: Record<string, unknown>) => {
    const phone = newNumber();
    await app.database.db.transaction((tx) =>
      enqueueReach(tx, [{ channel: 'whatsapp', kind: 'offer_received', phone, payload }]),
    );
    await app.ctx.reachDelivery.settle();
    return phone;
  };

  it('sends the template in the chosen language with its parameters, to the number without +', async () => {
    const graph = await startFakeWhatsAppGraph(['offer_received']);
    const t = await appThrough(graph);
    const phone = await deliverWhatsApp(t, {
      template: 'offer_received',
      language: 'hi',
      params: ['Priya Sharma', 'consultations/42'],
    });
    expect(graph.accepted).toEqual([
      {
        to: phone.slice(1),
        template: 'offer_received',
        language: 'hi',
        params: ['Priya Sharma', 'consultations/42'],
      },
    ]);
    expect(await rowTo(t, phone)).toMatchObject({ status: 'sent', payload: null });
  });

  it('fails for good on an unknown template or an unreadable row; retries a 500', async () => {
    const graph = await startFakeWhatsAppGraph(['offer_received']);
    const t = await appThrough(graph);
    const unknownTemplate = await deliverWhatsApp(t, {
      template: 'nope',
      language: 'en',
      params: [],
    });
    expect(await rowTo(t, unknownTemplate)).toMatchObject({
      status: 'failed',
      lastError: expect.stringMatching(/answered 404: Template name does not exist/),
    });

    const unreadable = await deliverWhatsApp(t, { template: 'offer_received', language: 'fr' });
    expect((await rowTo(t, unreadable)).status).toBe('failed');

    graph.answerNext({ status: 500, body: { error: { message: 'An unknown error occurred' } } });
    const outage = await deliverWhatsApp(t, {
      template: 'offer_received',
      language: 'en',
      params: ['A'],
    });
    expect(await rowTo(t, outage)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(graph.accepted).toEqual([]);
  });

  it('refuses with a bad token', async () => {
    const graph = await startFakeWhatsAppGraph(['offer_received']);
    const t = await appThrough(graph, { WHATSAPP_TOKEN: 'expired' });
    const phone = await deliverWhatsApp(t, {
      template: 'offer_received',
      language: 'en',
      params: ['A'],
    });
    expect((await rowTo(t, phone)).lastError).toMatch(/answered 401: Invalid OAuth access token/);
    expect((await rowTo(t, phone)).status).toBe('failed');
  });
});

describe('the SMS and WhatsApp settings', () => {
  it('need all of a provider’s keys, or none', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(
      'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_SENDER_ID and MSG91_TEMPLATE_ID',
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    expect(() => loadConfig({ WHATSAPP_TOKEN: 'token' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => loadConfig({ WHATSAPP_API_URL: 'http://127.0.0.1:1/v21.0' })).toThrow(
      /WHATSAPP_TOKEN/,
    );
    expect(loadConfig({}).SMS_PROVIDER).toBeUndefined();
  });
});
