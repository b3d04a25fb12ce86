import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../test/accounts.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { waitForMail } from '../test/mailbox.ts';
import { type Marketplace, marketplace } from '../test/marketplace.ts';
import { rawRequest } from '../test/raw-request.ts';
import { SESSION_COOKIE } from './session.ts';

// Issue 30's outside probe, replayed step by step as the probe sent it, against a server with the
// default limits (the probe ran a default `npm start`). Each finding's own tests go further
// (rebinding, request-log, money-bounds, every-request-counts, account-sessions,
// registration-enumeration); this file keeps the probe's exact requests answered as they must be.

const MISDIRECTED = {
  code: 'MISDIRECTED_REQUEST',
  message: 'This server does not answer to that host name.',
};

describe('the probe’s findings, replayed', () => {
  let t: TestApp;
  let m: Marketplace;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await buildTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    m = marketplace(t);
  });
  afterAll(() => t?.close());

  it('1. a rebinding page cannot take over an account, at any step of the chain', async () => {
    const port = new URL(t.url).port;
    const evil = { host: `evil.example:${port}`, origin: `http://evil.example:${port}` };
    const { user: admin, password } = await createAccount(t, { role: 'admin' });

    // The probe's chain: ask for a reset link, read it from the dev mailbox, reset, sign in, read
    // the admin API. Each step is refused under the foreign name.
    const forgot = await rawRequest(
      t,
      'POST',
      '/api/auth/forgot-password',
      evil,
      JSON.stringify({ email: admin.email }),
    );
    expect(forgot.status).toBe(421);
    expect(JSON.parse(forgot.body)).toEqual(MISDIRECTED);
    expect((await rawRequest(t, 'GET', '/dev/mailbox.json', evil)).status).toBe(421);

    // Even holding a live link (asked for here, from this machine's own page), the foreign name
    // can neither check it, nor reset with it, nor sign in.
    const asked = await rawRequest(
      t,
      'POST',
      '/api/auth/forgot-password',
      { host: `localhost:${port}` },
      JSON.stringify({ email: admin.email }),
    );
    expect(asked.status).toBe(200);
    const mail = await waitForMail(t, admin.email, /Reset your Salahkar password/);
    const token = /token=([0-9a-f]{64})/.exec(mail.text)![1]!;
    expect((await rawRequest(t, 'GET', `/api/auth/verify-reset-token/${token}`, evil)).status).toBe(
      421,
    );
    const reset = await rawRequest(
      t,
      'POST',
      '/api/auth/reset-password',
      evil,
      JSON.stringify({
        token,
        password: 'taken-over-by-rebinding',
        confirmPassword: 'taken-over-by-rebinding',
      }),
    );
    expect(reset.status).toBe(421);
    const login = await rawRequest(
      t,
      'POST',
      '/api/auth/login',
      evil,
      JSON.stringify({ email: admin.email, password }),
    );
    expect(login.status).toBe(421);
    expect(login.headers['set-cookie']).toBeUndefined();
    const cookie = await signIn(t, admin.email, password);
    const users = await rawRequest(t, 'GET', '/api/admin/users', { ...evil, cookie });
    expect(users.status).toBe(421);
    expect(users.body).not.toContain(admin.email);

    // Nothing changed: the link still works from our own page, the password is the old one.
    expect(
      JSON.parse((await rawRequest(t, 'GET', `/api/auth/verify-reset-token/${token}`)).body),
    ).toMatchObject({
      valid: true,
    });
    expect((await rawRequest(t, 'GET', '/api/admin/users', { cookie })).status).toBe(200);
  });

  it('2. the URLs the probe saw logged carry no token or query value', async () => {
    const token = 'c3'.repeat(32);
    const secret = 'probe-secret-4f1d';
    lines.length = 0;
    for (const pathname of [
      `/reset-password?token=${token}`,
      `/api/auth/verify-reset-token/${token}`,
      `/api/professions?secret=${secret}`,
      // Paths no route declares: the API's 404, a page, a dev tool.
      `/api/no-such-route/${token}?secret=${secret}`,
      `/some/page/${token}?secret=${secret}`,
      `/dev/nothing?secret=${secret}`,
    ]) {
      await rawRequest(t, 'GET', pathname);
    }
    const log = lines.join('');
    expect(log).toContain('"url":"/reset-password?token=[redacted]"');
    expect(log).toContain('"url":"/api/no-such-route/[redacted]?secret=[redacted]"');
    expect(log.includes(token), 'a token in the log').toBe(false);
    expect(log.includes(secret), 'a query value in the log').toBe(false);
  });

  it('3. a payout of 9007199254740991 or 3.0e15 is a 400, not a 500', async () => {
    const professional = await m.createProfessional();
    for (const raw of ['{"amount":9007199254740991}', '{"amount":3.0e15}']) {
      const answer = await rawRequest(
        t,
        'POST',
        '/api/professional/payouts',
        { cookie: professional.cookie },
        raw,
      );
      expect(answer.status, raw).toBe(400);
      expect(JSON.parse(answer.body), raw).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'An amount can be at most ₹1,00,00,000.',
      });
    }
  });

  it('6. GET /api/logout changes nothing', async () => {
    const person = await m.createPerson();
    const answer = await rawRequest(t, 'GET', '/api/logout', { cookie: person.cookie });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect((await rawRequest(t, 'GET', '/api/auth/user', { cookie: person.cookie })).status).toBe(
      200,
    );
  });

  it('7. registration answers a taken address as a free one', async () => {
    const { user } = await createAccount(t);
    const taken = await rawRequest(
      t,
      'POST',
      '/api/auth/send-otp',
      {},
      JSON.stringify({ email: user.email }),
    );
    const free = await rawRequest(
      t,
      'POST',
      '/api/auth/send-otp',
      {},
      JSON.stringify({ email: `free-${Date.now()}@example.com` }),
    );
    expect(taken.status).toBe(200);
    expect(taken.body).toBe(free.body);
  });
});

describe('4. the probe’s 320 forged cookies and 320 unknown paths, at the default limit', () => {
  it('are counted: the 301st is refused, and so is the next request with a real session', async () => {
    const t = await buildTestApp();
    const m = marketplace(t);
    try {
      expect(t.config.RATE_LIMIT_MAX).toBe(300);
      // Signing in is this address's first request of the window: 299 are left.
      const person = await m.createPerson();
      const forged = `${SESSION_COOKIE}=${'f'.repeat(43)}`;
      const statuses = new Map<number, number>();
      for (let i = 0; i < 320; i++) {
        const { status } = await rawRequest(t, 'GET', '/api/auth/user', { cookie: forged });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      expect(Object.fromEntries(statuses)).toEqual({ 401: 299, 429: 21 });
      // The probe's "then the next request → 200": now a 429, even with a real session.
      const next = await rawRequest(t, 'GET', '/api/auth/user', { cookie: person.cookie });
      expect(next.status).toBe(429);
      expect(JSON.parse(next.body).code).toBe('RATE_LIMITED');
    } finally {
      await t.close();
    }

    const fresh = await buildTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 320; i++) {
        statuses.push((await rawRequest(fresh, 'GET', `/api/probe-${i}`)).status);
      }
      expect(statuses.filter((status) => status === 404)).toHaveLength(300);
      expect(statuses.slice(300).every((status) => status === 429)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
