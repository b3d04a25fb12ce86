import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOtps } from '../../db/schema/index.ts';
import { createAccount } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { waitForMail } from '../../test/mailbox.ts';

// Each test speaks from its own addresses (X-Forwarded-For, trusted here), so limits reached by
// one test do not leak into another.
let lastOctet = 0;
const newIp = () => `198.51.100.${++lastOctet}`;
let counter = 0;
const newEmail = () => `limit${++counter}-${Date.now()}@example.com`;

describe('authentication rate limits', () => {
  const t = useTestApp({
    TRUST_PROXY: 'true',
    LOGIN_MAX_PER_IP: '3',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
    OTP_MAX_PER_EMAIL: '2',
    OTP_MAX_PER_IP: '3',
    RESET_MAX_PER_EMAIL: '2',
    RESET_MAX_PER_IP: '3',
  });

  const post = (path: string, json: unknown, ip: string) =>
    t.request(path, { method: 'POST', json, headers: { 'x-forwarded-for': ip } });
  const login = (email: string, password: string, ip: string) =>
    post('/api/auth/login', { email, password }, ip);

  it('limits sign-in attempts per IP', async () => {
    const ip = newIp();
    const { user, password } = await createAccount(t);
    for (let i = 0; i < 3; i++) {
      expect((await login(`stranger${i}@example.com`, 'wrong-password', ip)).status).toBe(401);
    }
    const refused = await login(user.email, password, ip);
    expect(refused.status).toBe(429);
    const body = await refused.json();
    // The window opened with the first failure, a second or two ago: {wait} is what is left of 15 min.
    expect(body).toEqual({
      code: 'SIGN_IN_LIMIT',
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
      params: { wait: expect.any(Number) },
    });
    expect(body.params.wait).toBeGreaterThan(15 * 60 - 60);
    expect(body.params.wait).toBeLessThanOrEqual(15 * 60);
    expect((await login(user.email, password, newIp())).status).toBe(200);
  });

  it('slows down guessing one account from one place without locking the owner out', async () => {
    const attacker = newIp();
    const { user, password } = await createAccount(t);
    expect((await login(user.email, 'guess-one', attacker)).status).toBe(401);
    expect((await login(user.email, 'guess-two', attacker)).status).toBe(401);
    const refused = await login(user.email, password, attacker);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please wait \d+ minutes and try again, or reset your password\.$/,
    );
    // The owner, elsewhere, is not affected.
    expect((await login(user.email, password, newIp())).status).toBe(200);
  });

  it('caps failures to one account from everywhere, and a password reset lifts it', async () => {
    const { user } = await createAccount(t);
    for (let i = 0; i < 10; i++) {
      const ip = newIp();
      expect((await login(user.email, 'guess-a', ip)).status).toBe(401);
      expect((await login(user.email, 'guess-b', ip)).status).toBe(401);
    }
    const ownerIp = newIp();
    const refused = await login(user.email, 'whatever-it-is', ownerIp);
    expect(refused.status).toBe(429);

    await post('/api/auth/forgot-password', { email: user.email }, ownerIp);
    const mail = await waitForMail(t, user.email, /Reset your Salahkar password/);
    const token = /token=([0-9a-f]{64})/.exec(mail.text)![1]!;
    const newPassword = 'fresh-start-in-kochi';
    const reset = await post(
      '/api/auth/reset-password',
      { token, password: newPassword, confirmPassword: newPassword },
      ownerIp,
    );
    expect(reset.status).toBe(200);
    expect((await login(user.email, newPassword, ownerIp)).status).toBe(200);
  });

  it('limits verification codes per email', async () => {
    const email = newEmail();
    const send = () => post('/api/auth/send-otp', { email }, newIp());
    const skipCooldown = () =>
      t.database.db
        .update(emailOtps)
        .set({ lastSentAt: new Date(Date.now() - 61_000) })
        .where(eq(emailOtps.email, email));
    expect((await send()).status).toBe(200);
    await skipCooldown();
    expect((await send()).status).toBe(200);
    await skipCooldown();
    const refused = await send();
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(
      /^Too many verification codes requested for this email\. Please wait \d+ minutes and try again\.$/,
    );
  });

  it('limits verification codes per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/send-otp', { email: newEmail() }, ip)).status).toBe(200);
    }
    const refused = await post('/api/auth/send-otp', { email: newEmail() }, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(
      /^Too many verification codes requested\. Please wait \d+ minutes and try again\.$/,
    );
  });

  it('limits reset requests per email, the same whether or not it has an account', async () => {
    const { user } = await createAccount(t);
    for (const email of [user.email, 'no-account@example.com']) {
      expect((await post('/api/auth/forgot-password', { email }, newIp())).status).toBe(200);
      expect((await post('/api/auth/forgot-password', { email }, newIp())).status).toBe(200);
      const refused = await post('/api/auth/forgot-password', { email }, newIp());
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(
        /^Too many reset requests for this email\. Please wait \d+ minutes and try again\.$/,
      );
    }
  });

  it('limits reset requests per IP', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      expect((await post('/api/auth/forgot-password', { email: newEmail() }, ip)).status).toBe(200);
    }
    const refused = await post('/api/auth/forgot-password', { email: newEmail() }, ip);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(
      /^Too many reset requests\. Please wait \d+ minutes and try again\.$/,
    );
  });
});
