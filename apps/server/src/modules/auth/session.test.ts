import { currentUserSchema } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../plugins/session.ts';
import { createAccount, signIn } from '../../test/accounts.ts';
import { buildTestApp, type TestApp, useTestApp } from '../../test/app.ts';
import { hashSessionToken } from '../../plugins/session-store.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function sessionCookieOf(response: Response): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE}=`));
}

function hintCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
}

/** Moves a session's clock back: both its bookkeeping and its stored deadline. */
async function ageSession(
  t: TestApp,
  cookie: string,
  change: { seenAgoMs?: number; createdAgoMs?: number },
) {
  const sid = hashSessionToken(cookie.slice(`${SESSION_COOKIE}=`.length));
  const [row] = await t.database.db.select().from(sessions).where(eq(sessions.sid, sid));
  const sess = row!.sess as { createdAt: string; seenAt: string };
  const now = Date.now();
  const seenAt = change.seenAgoMs === undefined ? sess.seenAt : new Date(now - change.seenAgoMs);
  const createdAt =
    change.createdAgoMs === undefined ? sess.createdAt : new Date(now - change.createdAgoMs);
  await t.database.db
    .update(sessions)
    .set({
      sess: {
        createdAt: new Date(createdAt).toISOString(),
        seenAt: new Date(seenAt).toISOString(),
      },
      // The stored deadline is only an index for clean-up; the policy is checked on every read.
      expire: new Date(now + DAY_MS),
    })
    .where(eq(sessions.sid, sid));
  return sid;
}

describe('sign-in, the current user and sign-out', () => {
  const t = useTestApp();

  const me = (cookie?: string) =>
    t.request('/api/auth/user', { headers: cookie ? { cookie } : {} });

  it('signs in with a new HttpOnly, SameSite=Lax cookie and answers the current user', async () => {
    const { user, password } = await createAccount(t, { firstName: 'Ananya', city: 'Pune' });
    const response = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: `  ${user.email.toUpperCase()} `, password },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, message: 'Logged in successfully' });
    expect(body.user).toMatchObject({ id: user.id, email: user.email, firstName: 'Ananya' });

    const setCookie = sessionCookieOf(response)!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
    // Its readable twin holds no secret: it only tells the web app that asking is worth it.
    const hint = hintCookieOf(response)!;
    expect(hint).toMatch(/^salahkar\.signed_in=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);

    // Only a hash of the cookie's token is stored.
    const cookie = setCookie.split(';')[0]!;
    const token = cookie.slice(`${SESSION_COOKIE}=`.length);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((row) => row.sid)).toEqual([hashSessionToken(token)]);
    expect(rows[0]!.sid).not.toContain(token);

    const current = await me(cookie);
    expect(current.status).toBe(200);
    expect(current.headers.get('cache-control')).toBe('no-store');
    const dto = currentUserSchema.parse(await current.json());
    expect(dto).toMatchObject({
      id: user.id,
      role: 'user',
      city: 'Pune',
      professionalApplication: 'none',
      profileImageUrl: null,
      // Signing in is never the first session: only registration's is.
      firstSession: false,
    });
  });

  it('answers 401 Unauthorized without a session or with an unknown cookie', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=made-up-token`]) {
      const response = await me(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Unauthorized' });
    }
  });

  it('refuses a wrong password and an unknown email alike', async () => {
    const { user } = await createAccount(t);
    for (const json of [
      { email: user.email, password: 'not-the-password' },
      { email: 'nobody@example.com', password: 'not-the-password' },
    ]) {
      const response = await t.request('/api/auth/login', { method: 'POST', json });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
        // Shown beside the password field, the same for an unknown email.
        field: 'password',
      });
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'Please enter a valid email'],
    [{ email: 'a@example.com', password: '' }, 'Password is required'],
    [{ email: 'a@example.com' }, 'expected string'],
  ])('validates %o', async (json, message) => {
    const response = await t.request('/api/auth/login', { method: 'POST', json });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
  });

  it('gives a new session id at every sign-in and ends the one the browser had', async () => {
    const { user, password } = await createAccount(t);
    const first = await signIn(t, user.email, password);
    const response = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { cookie: first },
      json: { email: user.email, password },
    });
    const second = sessionCookieOf(response)!.split(';')[0]!;
    expect(second).not.toBe(first);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(200);
  });

  it('signs out: ends the session and clears the cookie (the web app then goes home)', async () => {
    const { user, password } = await createAccount(t);
    const cookie = await signIn(t, user.email, password);
    const other = await signIn(t, user.email, password);
    const response = await t.request('/api/logout', { method: 'POST', headers: { cookie } });
    expect(response.status).toBe(204);
    expect(sessionCookieOf(response)).toMatch(/salahkar\.sid=;.*Expires=Thu, 01 Jan 1970/);
    expect(hintCookieOf(response)).toMatch(/salahkar\.signed_in=;.*Expires=Thu, 01 Jan 1970/);
    expect((await me(cookie)).status).toBe(401);
    // Only this browser's session ends.
    expect((await me(other)).status).toBe(200);

    const again = await t.request('/api/logout', { method: 'POST' });
    expect(again.status).toBe(204);
  });

  it('sends /api/login to the sign-in page', async () => {
    const response = await t.request('/api/login', { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
  });

  it('ends a session idle for 7 days, and one older than 30 days however active', async () => {
    const { user, password } = await createAccount(t);
    const idle = await signIn(t, user.email, password);
    await ageSession(t, idle, { seenAgoMs: 7 * DAY_MS - MINUTE_MS });
    expect((await me(idle)).status).toBe(200);
    await ageSession(t, idle, { seenAgoMs: 7 * DAY_MS + MINUTE_MS });
    expect((await me(idle)).status).toBe(401);
    // The expired row is gone, not just refused.
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.sid, hashSessionToken(idle.slice(13)))),
    ).toHaveLength(0);

    const old = await signIn(t, user.email, password);
    await ageSession(t, old, { createdAgoMs: 30 * DAY_MS + MINUTE_MS, seenAgoMs: 0 });
    expect((await me(old)).status).toBe(401);
  });

  it('gives admins 30 minutes idle and 12 hours in all', async () => {
    const { user, password } = await createAccount(t, { role: 'admin' });
    const response = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password },
    });
    expect(sessionCookieOf(response)).toMatch(/Max-Age=43200/);
    const cookie = sessionCookieOf(response)!.split(';')[0]!;
    await ageSession(t, cookie, { seenAgoMs: 29 * MINUTE_MS });
    expect((await me(cookie)).status).toBe(200);
    await ageSession(t, cookie, { seenAgoMs: 31 * MINUTE_MS });
    expect((await me(cookie)).status).toBe(401);

    const long = await signIn(t, user.email, password);
    await ageSession(t, long, { createdAgoMs: 12 * 60 * MINUTE_MS + MINUTE_MS, seenAgoMs: 0 });
    expect((await me(long)).status).toBe(401);
  });

  it('slides the idle deadline, writing the row at most once a minute', async () => {
    const { user, password } = await createAccount(t);
    const cookie = await signIn(t, user.email, password);
    const sid = hashSessionToken(cookie.slice(`${SESSION_COOKIE}=`.length));
    const read = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0]!;

    const before = await read();
    expect((await me(cookie)).status).toBe(200);
    expect(await read()).toEqual(before);

    await ageSession(t, cookie, { seenAgoMs: 2 * MINUTE_MS });
    expect((await me(cookie)).status).toBe(200);
    const after = await read();
    const seenAt = Date.parse((after.sess as { seenAt: string }).seenAt);
    expect(Date.now() - seenAt).toBeLessThan(MINUTE_MS);
    expect(Math.abs(after.expire.getTime() - (seenAt + 7 * DAY_MS))).toBeLessThan(1000);
  });

  it('refuses a suspended account with 403 at sign-in and on every authenticated call', async () => {
    const { user, password } = await createAccount(t);
    const cookie = await signIn(t, user.email, password);
    await t.database.db
      .update(users)
      .set({ isSuspended: true, suspendedAt: new Date() })
      .where(eq(users.id, user.id));

    const current = await me(cookie);
    expect(current.status).toBe(403);
    expect(await current.json()).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: 'Account suspended',
    });
    const login = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password },
    });
    expect(login.status).toBe(403);
    expect((await login.json()).message).toBe('Account suspended');
    expect(sessionCookieOf(login)).toBeUndefined();

    // A wrong password still says only that the credentials are wrong.
    const wrong = await t.request('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
  });

  it('lists the auth routes in the API docs', async () => {
    const docs = await (await t.request('/api/docs/json')).json();
    for (const path of [
      '/api/auth/login',
      '/api/auth/user',
      '/api/auth/send-otp',
      '/api/auth/verify-otp',
      '/api/auth/register-with-otp',
      '/api/auth/forgot-password',
      '/api/auth/verify-reset-token/{token}',
      '/api/auth/reset-password',
      '/api/login',
      '/api/logout',
    ]) {
      expect(docs.paths).toHaveProperty([path]);
    }
  });
});

describe('the Secure cookie flag', () => {
  it('is set behind an https proxy when the proxy is trusted', async () => {
    const t = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const { user, password } = await createAccount(t);
      const login = (headers: Record<string, string>) =>
        t.request('/api/auth/login', {
          method: 'POST',
          headers,
          json: { email: user.email, password },
        });
      expect(sessionCookieOf(await login({ 'x-forwarded-proto': 'https' }))).toMatch(/; Secure/);
      expect(sessionCookieOf(await login({}))).not.toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });

  it('is set when PUBLIC_URL is https', async () => {
    const t = await buildTestApp({ PUBLIC_URL: 'https://salahkar.example' });
    try {
      const { user, password } = await createAccount(t);
      const response = await t.request('/api/auth/login', {
        method: 'POST',
        json: { email: user.email, password },
      });
      expect(sessionCookieOf(response)).toMatch(/; Secure/);
    } finally {
      await t.close();
    }
  });
});
