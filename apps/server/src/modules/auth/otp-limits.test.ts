import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOtps } from '../../db/schema/index.ts';
import { createAccount, registrationForm } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// Registration answers every address alike (registration-enumeration.test.ts), and the limits
// are spent before anything is looked up, for registered addresses as for new ones: a code costs
// the same whoever owns the address.

let lastOctet = 0;
const newIp = () => `203.0.113.${++lastOctet}`;

describe('the code limits, for addresses that have an account', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', OTP_MAX_PER_EMAIL: '2', OTP_MAX_PER_IP: '3' });

  const post = async (path: string, json: unknown, ip: string) => {
    const response = await t.request(path, {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': ip },
    });
    return { status: response.status, body: await response.json() };
  };

  /** Past the 60-second wait between two codes for one address. */
  const pastCooldown = (email: string) =>
    t.database.db
      .update(emailOtps)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(emailOtps.email, email));

  it('send-otp spends the per-address limit for a registered address as for a new one', async () => {
    const { user } = await createAccount(t);
    for (let i = 0; i < 2; i++) {
      const answer = await post('/api/auth/send-otp', { email: user.email }, newIp());
      expect(answer.status).toBe(200);
      await pastCooldown(user.email);
    }
    const last = await post('/api/auth/send-otp', { email: user.email }, newIp());
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many verification codes requested for this email\./);
  });

  it('send-otp spends the per-IP limit across many registered addresses', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      const { user } = await createAccount(t);
      expect((await post('/api/auth/send-otp', { email: user.email }, ip)).status).toBe(200);
    }
    const { user } = await createAccount(t);
    expect((await post('/api/auth/send-otp', { email: user.email }, ip)).status).toBe(429);
  });

  it('verify-otp spends a limit for a registered address, each try a wrong code', async () => {
    // Checks per address: OTP_MAX_PER_EMAIL codes × 5 tries each.
    const { user } = await createAccount(t);
    const tries = 2 * 5;
    for (let i = 0; i < tries; i++) {
      const answer = await post(
        '/api/auth/verify-otp',
        { email: user.email, otp: '123456' },
        newIp(),
      );
      expect(answer.status).toBe(400);
    }
    const last = await post('/api/auth/verify-otp', { email: user.email, otp: '123456' }, newIp());
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many verification attempts for this email\./);
  });

  it('register-with-otp spends the same limit from one IP', async () => {
    const ip = newIp();
    const register = async () => {
      const { user } = await createAccount(t);
      return post('/api/auth/register-with-otp', registrationForm(user.email, '123456'), ip);
    };
    for (let i = 0; i < 3 * 5; i++) expect((await register()).status).toBe(400);
    const last = await register();
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many verification attempts\./);
  });
});
