import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtps } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import {
  deadSmtpUrl,
  startFrozenSmtpPeer,
  startSmtpPeer,
  subjectsOf,
  type SmtpPeer,
} from '../../test/smtp-peer.ts';

const CANNOT_SEND = 'We could not send the verification code right now. Please try again shortly.';

describe('the verification code through a real SMTP server', () => {
  let smtp: SmtpPeer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('arrives at the SMTP peer, and registers the account with it', async () => {
    const email = 'smtp-applicant@example.com';
    const sent = await t.request('/api/auth/send-otp', { method: 'POST', json: { email } });
    expect(sent.status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual([email]);
    const otp = /Subject: Your Salahkar verification code: (\d{6})/.exec(
      smtp.received[0]!.raw,
    )?.[1];
    expect(otp).toMatch(/^\d{6}$/);

    const password = 'quiet-bengaluru-mornings';
    const response = await t.request('/api/auth/register-with-otp', {
      method: 'POST',
      json: {
        role: 'user',
        email,
        otp,
        password,
        confirmPassword: password,
        firstName: 'Sita',
        lastName: 'Rao',
        acceptedTerms: true,
      },
    });
    expect(response.status).toBe(200);
    // The welcome mail leaves from the outbox right after the answer.
    await t.ctx.mailDelivery.settle();
    expect(subjectsOf(smtp)).toContain('Welcome to Salahkar');
  });

  it('says so, and holds no code, when the mail server refuses', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const email = 'unlucky@example.com';
      const send = () => broken.request('/api/auth/send-otp', { method: 'POST', json: { email } });
      const response = await send();
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(CANNOT_SEND);
      // No cooldown from a code that never left.
      expect((await send()).status).toBe(503);
      expect(await broken.database.db.select().from(emailOtps)).toEqual([]);
    } finally {
      await broken.close();
    }
  });
});

describe('the verification code with a mail server that hangs', () => {
  it('answers 503 after the timeout, and the API answers meanwhile', async () => {
    const frozen = await startFrozenSmtpPeer();
    const t = await buildTestApp({ SMTP_URL: frozen.url, SMTP_TIMEOUT_SECONDS: '1' });
    try {
      const finished: string[] = [];
      const track = async (name: string, response: Promise<Response>) => {
        const status = (await response).status;
        finished.push(name);
        return status;
      };
      const code = track(
        'send-otp',
        t.request('/api/auth/send-otp', { method: 'POST', json: { email: 'wait@example.com' } }),
      );
      // The send is under way, stuck at the server's greeting that never comes.
      await frozen.connected;
      const [health, tiers] = await Promise.all([
        track('health', t.request('/api/health')),
        track('read', t.request('/api/urgency-pricing')),
      ]);
      expect(health).toBe(200);
      expect(tiers).toBe(200);
      expect(await code).toBe(503);
      // No transaction waited on the mail server: the reads did not wait for the send.
      expect(finished.at(-1)).toBe('send-otp');
    } finally {
      await t.close();
      await frozen.close();
    }
  });
});

describe('the limits on codes when the mail server is down', () => {
  it('spends none: after five codes answered 503, the next one goes once it is back', async () => {
    const dead = await deadSmtpUrl();
    const t = await buildTestApp({ SMTP_URL: dead.url, OTP_MAX_PER_EMAIL: '5' });
    let smtp: SmtpPeer | undefined;
    try {
      const email = 'patient@example.com';
      const send = () => t.request('/api/auth/send-otp', { method: 'POST', json: { email } });
      for (let i = 0; i < 5; i++) expect((await send()).status).toBe(503);

      smtp = await startSmtpPeer({ port: dead.port });
      expect((await send()).status).toBe(200);
      expect(smtp.received.map((mail) => mail.to)).toEqual([[email]]);
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
