import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { startSmtpPeer, type SmtpPeer } from '../../test/smtp-peer.ts';

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
    expect(smtp.received.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1])).toContain(
      'Welcome to Salahkar',
    );
  });

  it('says so, and holds no code, when the mail server refuses', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const email = 'unlucky@example.com';
      const send = () => broken.request('/api/auth/send-otp', { method: 'POST', json: { email } });
      const response = await send();
      expect(response.status).toBe(503);
      expect((await response.json()).message).toBe(
        'We could not send the verification code right now. Please try again shortly.',
      );
      // No cooldown from a code that never left.
      expect((await send()).status).toBe(503);
    } finally {
      await broken.close();
    }
  });
});
