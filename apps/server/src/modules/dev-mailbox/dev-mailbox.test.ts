import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createAccount } from '../../test/accounts.ts';
import { buildTestApp, useTestApp } from '../../test/app.ts';

// Whoever reads the dev mailbox can reset any account, so it answers this machine only
// (decision 090), and a fresh start listens on loopback in the first place.

const MAILBOX_PATHS = ['/dev/mailbox', '/dev/mailbox.json'];

const t = useTestApp();

const fromAddress = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('the dev mailbox', () => {
  it('answers a browser on this machine, over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const url of MAILBOX_PATHS) {
      expect((await t.request(url)).status, url).toBe(200);
      for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
        expect((await fromAddress(address, url)).statusCode, `${address} ${url}`).toBe(200);
      }
    }
  });

  it('is a 404 to any other address, whatever X-Forwarded-For claims', async () => {
    for (const url of MAILBOX_PATHS) {
      for (const address of ['192.168.1.20', '203.0.113.7', '::ffff:10.0.0.1', 'fe80::1']) {
        const response = await fromAddress(address, url, { 'x-forwarded-for': '127.0.0.1' });
        expect(response.statusCode, `${address} ${url}`).toBe(404);
        expect(response.body).not.toContain('Dev mailbox');
      }
    }
  });

  it('is absent behind a trusted proxy, where every visitor arrives from a local address', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      for (const url of MAILBOX_PATHS) expect((await proxied.request(url)).status, url).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});

describe('a fresh start', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });
});

describe('SMS in the dev mailbox', () => {
  it('lists each SMS beside the mails, newest first, as JSON and on the page', async () => {
    const phone = '+919812300001';
    await createAccount(t, { phone, phoneVerifiedAt: new Date() });
    await t.request('/api/auth/phone/send-code', { method: 'POST', json: { phone } });
    await t.ctx.reachDelivery.settle();

    const messages = await (await t.request('/dev/mailbox.json')).json();
    const sms = messages.find((message: { to: string }) => message.to === phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone, text: expect.stringMatching(/\d{6}/) });
    expect(Date.parse(sms.sentAt)).toBeGreaterThan(Date.now() - 60_000);

    const page = await (await t.request('/dev/mailbox')).text();
    expect(page).toContain(`SMS to ${phone}`);
    expect(page).toContain(sms.text);
  });
});

describe('with real mail and a real SMS provider', () => {
  it('is absent: nothing is kept in the dev mailbox', async () => {
    const real = await buildTestApp({
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0000',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    });
    try {
      for (const url of MAILBOX_PATHS) expect((await real.request(url)).status, url).toBe(404);
    } finally {
      await real.close();
    }
  });
});
