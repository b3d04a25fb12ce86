import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { createAccount, registrationForm } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { mailsTo, waitForMail } from '../../test/mailbox.ts';

// Registration tells nobody who has an account: send-otp, verify-otp and register-with-otp
// answer a registered address exactly as they answer a new one (status, headers that matter and
// body, byte for byte), and the address's owner hears of the attempt by mail instead.

let counter = 0;
const newEmail = () => `visitor${++counter}-${Date.now()}@example.com`;

describe('registration without enumeration', () => {
  const t = useTestApp();

  /** What an observer of the answer sees: status, the headers that vary, and the raw body. */
  async function answerOf(path: string, json: unknown) {
    const response = await t.request(path, { method: 'POST', json });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cookies: response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]),
      body: await response.text(),
    };
  }

  it('send-otp answers a registered address byte for byte as a new one', async () => {
    const { user } = await createAccount(t);
    const fresh = newEmail();
    const forNew = await answerOf('/api/auth/send-otp', { email: fresh });
    const forRegistered = await answerOf('/api/auth/send-otp', { email: user.email });
    expect(forRegistered).toEqual(forNew);
    expect(forNew.status).toBe(200);
    expect(JSON.parse(forNew.body)).toEqual({
      success: true,
      message: 'If this address can be used, we sent a code to it.',
    });

    // Asked again at once, both wait the same 60 seconds.
    const againNew = await answerOf('/api/auth/send-otp', { email: fresh });
    const againRegistered = await answerOf('/api/auth/send-otp', { email: user.email });
    expect(againNew.status).toBe(429);
    expect({ ...againRegistered, body: againRegistered.body.replace(/\d+ seconds/, 'N') }).toEqual({
      ...againNew,
      body: againNew.body.replace(/\d+ seconds/, 'N'),
    });
  });

  it('mails the owner of a registered address a notice with the way back in, and no code', async () => {
    const { user } = await createAccount(t, { firstName: 'Meena' });
    expect((await answerOf('/api/auth/send-otp', { email: user.email })).status).toBe(200);

    const notice = await waitForMail(t, user.email, /tried to register with your email/);
    expect(notice.text).toContain('Hello Meena,');
    expect(notice.text).toMatch(/sign in at http:\/\/127\.0\.0\.1:\d+\/login/);
    expect(notice.text).toMatch(/Reset it at http:\/\/127\.0\.0\.1:\d+\/forgot-password/);
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    await t.ctx.mailDelivery.settle();
    expect((await mailsTo(t, user.email)).map((mail) => mail.subject)).toEqual([
      'Someone tried to register with your email address',
    ]);
  });

  it('writes the notice in the owner’s language, not the page’s', async () => {
    const { user } = await createAccount(t, { firstName: 'सुनीता', preferredLanguage: 'hi' });
    await t.request('/api/auth/send-otp', {
      method: 'POST',
      json: { email: user.email },
      headers: { cookie: 'salahkar.lang=en' },
    });
    const notice = await waitForMail(t, user.email, /रजिस्टर करने की कोशिश/);
    expect(notice.text).toContain('नमस्ते सुनीता,');
    expect(notice.text).toContain('/forgot-password');
  });

  it('verify-otp and register-with-otp fail for a registered address as a wrong code does', async () => {
    const { user } = await createAccount(t);
    const fresh = newEmail();
    for (const email of [fresh, user.email]) {
      expect((await answerOf('/api/auth/send-otp', { email })).status).toBe(200);
    }
    // Any code at all: the registered address has none anyone knows.
    for (const otp of ['000000', '123456']) {
      const verifyNew = await answerOf('/api/auth/verify-otp', { email: fresh, otp });
      const verifyRegistered = await answerOf('/api/auth/verify-otp', { email: user.email, otp });
      expect(verifyRegistered).toEqual(verifyNew);
      expect(verifyNew.status).toBe(400);
      expect(JSON.parse(verifyNew.body)).toEqual({
        code: 'OTP_INVALID',
        message: 'Invalid or expired OTP',
        field: 'otp',
      });

      const registerNew = await answerOf(
        '/api/auth/register-with-otp',
        registrationForm(fresh, otp),
      );
      const registerRegistered = await answerOf(
        '/api/auth/register-with-otp',
        registrationForm(user.email, otp),
      );
      expect(registerRegistered).toEqual(registerNew);
      expect(registerNew.cookies).not.toContain(SESSION_COOKIE);
    }
    // The account is untouched.
    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ passwordHash: user.passwordHash, firstName: user.firstName });
  });

  it('a registered address that never asked for a code answers as a new one too', async () => {
    const { user } = await createAccount(t);
    const verifyNew = await answerOf('/api/auth/verify-otp', { email: newEmail(), otp: '111111' });
    const verifyRegistered = await answerOf('/api/auth/verify-otp', {
      email: user.email,
      otp: '111111',
    });
    expect(verifyRegistered).toEqual(verifyNew);
  });
});
