import { describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';

// 'An account with this email already exists' tells whether an address is registered, so it may
// be asked no more often than the limits allow: they are spent before the address is looked up.

let lastOctet = 0;
const newIp = () => `203.0.113.${++lastOctet}`;
const ALREADY_EXISTS = 'An account with this email already exists. Please sign in instead.';

describe('asking whether an address has an account', () => {
  const t = useTestApp({ TRUST_PROXY: 'true', OTP_MAX_PER_EMAIL: '2', OTP_MAX_PER_IP: '3' });

  const post = async (path: string, json: unknown, ip: string) => {
    const response = await t.request(path, {
      method: 'POST',
      json,
      headers: { 'x-forwarded-for': ip },
    });
    return { status: response.status, body: await response.json() };
  };

  it('send-otp spends the per-address limit before answering that the account exists', async () => {
    const { user } = await createAccount(t);
    for (let i = 0; i < 2; i++) {
      const answer = await post('/api/auth/send-otp', { email: user.email }, newIp());
      expect(answer).toEqual({
        status: 409,
        body: { code: 'CONFLICT', message: ALREADY_EXISTS, field: 'email' },
      });
    }
    const last = await post('/api/auth/send-otp', { email: user.email }, newIp());
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many verification codes requested for this email\./);
  });

  it('send-otp spends the per-IP limit across many registered addresses', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) {
      const { user } = await createAccount(t);
      expect((await post('/api/auth/send-otp', { email: user.email }, ip)).status).toBe(409);
    }
    const { user } = await createAccount(t);
    expect((await post('/api/auth/send-otp', { email: user.email }, ip)).status).toBe(429);
  });

  it('verify-otp spends a limit before answering that the account exists', async () => {
    // Checks per address: OTP_MAX_PER_EMAIL codes × 5 tries each.
    const { user } = await createAccount(t);
    const tries = 2 * 5;
    for (let i = 0; i < tries; i++) {
      const answer = await post(
        '/api/auth/verify-otp',
        { email: user.email, otp: '123456' },
        newIp(),
      );
      expect(answer.status).toBe(409);
    }
    const last = await post('/api/auth/verify-otp', { email: user.email, otp: '123456' }, newIp());
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many verification attempts for this email\./);
  });

  it('register-with-otp spends the same limit from one IP', async () => {
    const ip = newIp();
    const register = async () => {
      const { user } = await createAccount(t);
      return post(
        '/api/auth/register-with-otp',
        {
          role: 'user',
          email: user.email,
          otp: '123456',
          password: 'quiet-harbour-lantern-42',
          confirmPassword: 'quiet-harbour-lantern-42',
          acceptedTerms: true,
          firstName: 'Asha',
          lastName: 'Rao',
        },
        ip,
      );
    };
    for (let i = 0; i < 3 * 5; i++) expect((await register()).status).toBe(409);
    const last = await register();
    expect(last.status).toBe(429);
    expect(last.body.message).toMatch(/^Too many verification attempts\./);
  });
});
