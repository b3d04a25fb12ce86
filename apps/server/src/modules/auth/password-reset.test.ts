import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { createAccount, signIn } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { mailsTo, waitForMail } from '../../test/mailbox.ts';

const NEW_PASSWORD = 'saffron-kite-over-pune';
const FORGOT_ANSWER = {
  success: true,
  message:
    'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.',
};

describe('password reset', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://salahkar.example' });

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', json, headers });
  const resetForm = (token: string, password = NEW_PASSWORD) => ({
    token,
    password,
    confirmPassword: password,
  });

  /** Asks for a link and reads its token from the mail, as the person would. */
  async function tokenFor(email: string): Promise<string> {
    const response = await post('/api/auth/forgot-password', { email });
    expect(await response.json()).toEqual(FORGOT_ANSWER);
    const mail = await waitForMail(t, email, /Reset your Salahkar password/);
    return /reset-password\?token=([0-9a-f]{64})/.exec(mail.text)![1]!;
  }

  it('mails a one-hour link, stores only its hash, and verifies it', async () => {
    const { user } = await createAccount(t, { firstName: 'Meera' });
    const token = await tokenFor(user.email);
    const mail = await waitForMail(t, user.email, /Reset your Salahkar password/);
    expect(mail.text).toContain(`https://salahkar.example/reset-password?token=${token}`);
    expect(mail.text).toMatch(/Hello Meera/);
    expect(mail.html).toContain(`href="https://salahkar.example/reset-password?token=${token}"`);

    const [row] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5000);

    const verified = await t.request(`/api/auth/verify-reset-token/${token}`);
    expect(await verified.json()).toEqual({
      valid: true,
      email: user.email,
      message: 'Reset token is valid',
    });
  });

  it('answers the same for an address with no account, and mails nothing', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(FORGOT_ANSWER);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(t, 'nobody@example.com')).toEqual([]);
  });

  it('sets the new password once, and ends every other session of the account', async () => {
    const { user, password } = await createAccount(t);
    const elsewhere = await signIn(t, user.email, password);
    const here = await signIn(t, user.email, password);
    const token = await tokenFor(user.email);

    const response = await post('/api/auth/reset-password', resetForm(token), { cookie: here });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Password reset successful. You can now sign in with your new password.',
    });
    const me = (cookie: string) => t.request('/api/auth/user', { headers: { cookie } });
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(here)).status).toBe(200);

    const oldLogin = await post('/api/auth/login', { email: user.email, password });
    expect(oldLogin.status).toBe(401);
    await signIn(t, user.email, NEW_PASSWORD);

    // Single use.
    const again = await post(
      '/api/auth/reset-password',
      resetForm(token, 'another-long-passphrase'),
    );
    expect(again.status).toBe(400);
    expect((await again.json()).message).toBe('Invalid or expired reset token');
    expect(await (await t.request(`/api/auth/verify-reset-token/${token}`)).json()).toEqual({
      valid: false,
      message: 'Invalid or expired reset token',
    });
  });

  it('ends all sessions when the person resetting is not signed in', async () => {
    const { user, password } = await createAccount(t);
    const cookie = await signIn(t, user.email, password);
    const token = await tokenFor(user.email);
    expect((await post('/api/auth/reset-password', resetForm(token))).status).toBe(200);
    expect((await t.request('/api/auth/user', { headers: { cookie } })).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { user } = await createAccount(t);
    const token = await tokenFor(user.email);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expect((await (await t.request(`/api/auth/verify-reset-token/${token}`)).json()).valid).toBe(
      false,
    );
    const response = await post('/api/auth/reset-password', resetForm(token));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Invalid or expired reset token');
  });

  it('answers valid: false for a mangled or unknown token', async () => {
    for (const token of ['abc', 'f'.repeat(64)]) {
      const response = await t.request(`/api/auth/verify-reset-token/${token}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        valid: false,
        message: 'Invalid or expired reset token',
      });
    }
  });

  it('refuses a common password and keeps the link usable', async () => {
    const { user } = await createAccount(t);
    const token = await tokenFor(user.email);
    const common = await post('/api/auth/reset-password', resetForm(token, 'qwertyuiop'));
    expect(common.status).toBe(400);
    expect((await common.json()).message).toBe(
      'This password is too common. Please choose another.',
    );
    expect((await post('/api/auth/reset-password', resetForm(token))).status).toBe(200);
  });

  it.each([
    [{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Reset token is required'],
    [
      { token: '', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'Reset token is required',
    ],
    [
      { token: 'a'.repeat(64), password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    [
      { token: 'a'.repeat(64), password: NEW_PASSWORD, confirmPassword: 'other' },
      "Passwords don't match",
    ],
  ])('validates reset %o', async (json, message) => {
    const response = await post('/api/auth/reset-password', json);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(message);
  });

  it('validates the forgot-password email', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nope' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Please enter a valid email');
  });
});
