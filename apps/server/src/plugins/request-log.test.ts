import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../test/accounts.ts';
import { buildTestApp } from '../test/app.ts';
import { JPEG_BYTES } from '../test/files.ts';
import { waitForMail } from '../test/mailbox.ts';
import { putBytes, requestUploadUrl } from '../test/photos.ts';
import { redactedUrl } from './request-log.ts';

// Logs must never carry a live secret: a reset token, a signed upload URL's token, a query
// string's values, a cookie. One serializer writes every request's log line.

const TOKEN = 'a1'.repeat(32);

describe('redactedUrl', () => {
  it('keeps query keys and drops every value', () => {
    expect(redactedUrl('/reset-password?token=abc&lang=hi')).toBe(
      '/reset-password?token=[redacted]&lang=[redacted]',
    );
    expect(redactedUrl('/api/x?secret=s3cr3t&flag')).toBe('/api/x?secret=[redacted]&flag');
    expect(redactedUrl(`/api/x?${TOKEN}`)).toBe('/api/x?[redacted]');
    expect(redactedUrl('/api/professions')).toBe('/api/professions');
  });

  it('drops the segments a route’s secret parameter fills, and keeps its ids', () => {
    expect(
      redactedUrl(`/api/auth/verify-reset-token/${TOKEN}`, '/api/auth/verify-reset-token/:token'),
    ).toBe('/api/auth/verify-reset-token/[redacted]');
    expect(redactedUrl('/api/objects/uploads/short', '/api/objects/uploads/:token')).toBe(
      '/api/objects/uploads/[redacted]',
    );
    const id = '0b7f3f52-6d7e-4a53-9d59-6f0b0c6c9d11';
    expect(redactedUrl(`/api/offers/${id}/accept`, '/api/offers/:id/accept')).toBe(
      `/api/offers/${id}/accept`,
    );
  });

  it('drops token-like segments of a path no route declared', () => {
    expect(redactedUrl(`/reset-password/${TOKEN}?x=1`)).toBe(
      '/reset-password/[redacted]?x=[redacted]',
    );
    expect(redactedUrl(`/api/auth/verify-reset-token/${TOKEN}/extra`)).toBe(
      '/api/auth/verify-reset-token/[redacted]/extra',
    );
    expect(redactedUrl('/consultations/new')).toBe('/consultations/new');
  });
});

describe('the request log', () => {
  it('carries no reset token, upload token or cookie through the whole reset and photo flows', async () => {
    const lines: string[] = [];
    const t = await buildTestApp(
      { LOG_LEVEL: 'trace' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const { user } = await createAccount(t);
      expect(
        (
          await t.request('/api/auth/forgot-password', {
            method: 'POST',
            json: { email: user.email },
          })
        ).status,
      ).toBe(200);
      const mail = await waitForMail(t, user.email, /Reset your Salahkar password/);
      const resetToken = /token=([0-9a-f]{64})/.exec(mail.text)?.[1];
      expect(resetToken).toMatch(/^[0-9a-f]{64}$/);

      // The link as the browser opens it, the page's check, and the reset itself.
      expect((await t.request(`/reset-password?token=${resetToken}`)).status).toBe(200);
      const check = await t.request(`/api/auth/verify-reset-token/${resetToken}`);
      expect((await check.json()).valid).toBe(true);
      const password = 'a-brand-new-harbour-lantern';
      const reset = await t.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token: resetToken, password, confirmPassword: password },
      });
      expect(reset.status).toBe(200);
      const cookie = await signIn(t, user.email, password);
      const cookieValue = cookie.split('=').slice(1).join('=').split(';')[0]!;
      expect(
        (
          await t.request('/api/auth/user', {
            headers: { cookie, authorization: 'Bearer very-secret-bearer' },
          })
        ).status,
      ).toBe(200);
      // A query some client added, as the probe's `?secret=`.
      await (await t.request('/api/professions?secret=probe-secret-value')).arrayBuffer();

      const uploadURL = await requestUploadUrl(t, cookie);
      const uploadToken = uploadURL.split('/').pop()!;
      expect((await putBytes(t, uploadURL, cookie, JPEG_BYTES)).status).toBe(200);

      const log = lines.join('');
      // The log did record those requests: the routes and the redacted URLs are there.
      expect(log).toContain('"route":"/api/auth/verify-reset-token/:token"');
      expect(log).toContain('"url":"/api/auth/verify-reset-token/[redacted]"');
      expect(log).toContain('"url":"/reset-password?token=[redacted]"');
      expect(log).toContain('"url":"/api/objects/uploads/[redacted]"');
      for (const [what, secret] of [
        ['reset token', resetToken!],
        ['upload token', uploadToken],
        ['upload signature', uploadToken.split('.').pop()!],
        ['session cookie', cookieValue],
        ['authorization', 'very-secret-bearer'],
        ['query value', 'probe-secret-value'],
      ] as const) {
        expect(log.includes(secret), `${what} in the log`).toBe(false);
      }
    } finally {
      await t.close();
    }
  });
});
