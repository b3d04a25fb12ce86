import { LIVE_CLOSE_CODES, accountSessionsSchema } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { TEST_PASSWORD } from '../../test/accounts.ts';
import type { TestApp } from '../../test/app.ts';
import { closeLiveClients, connectLive, settle } from '../../test/live.ts';
import { callAs, marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { hashSessionToken } from '../../plugins/session-store.ts';
import { deviceOf } from './user-agent.ts';

// Devices and sessions: a person sees where they are signed in and signs one or all of them out;
// nothing in the list can be used as a cookie, and nobody reaches anyone else's session.

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

async function signInFrom(t: TestApp, person: Person, userAgent: string): Promise<string> {
  const response = await t.request('/api/auth/login', {
    method: 'POST',
    headers: { 'user-agent': userAgent },
    json: { email: person.user.email, password: TEST_PASSWORD },
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${SESSION_COOKIE}=`))!
    .split(';')[0]!;
}

const as = (person: Person, cookie: string): Person => ({ ...person, cookie });

async function sessionsOf(t: TestApp, person: Person) {
  const response = await callAs(t, person, '/api/auth/sessions');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return accountSessionsSchema.parse(await response.json()).sessions;
}

describe('devices and sessions', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  afterEach(closeLiveClients);

  it('lists the person’s sessions with device, times and this one marked, ids no cookie', async () => {
    const person = await m.createPerson();
    const phone = await signInFrom(t, person, ANDROID_CHROME);
    const laptop = await signInFrom(t, person, WINDOWS_FIREFOX);
    // Someone else's sessions never show.
    await m.createPerson();

    const list = await sessionsOf(t, as(person, laptop));
    expect(list).toHaveLength(3);
    expect(list.filter((session) => session.current)).toEqual([
      expect.objectContaining({ browser: 'Firefox', system: 'Windows', mobile: false }),
    ]);
    expect(list).toContainEqual(
      expect.objectContaining({ browser: 'Chrome', system: 'Android', mobile: true }),
    );
    for (const session of list) {
      expect(Date.parse(session.signedInAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    }

    // The ids are neither the cookies' tokens nor the stored ids (which the live bus uses).
    const rows = await t.database.db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(eq(sessions.userId, person.user.id));
    const secrets = [person.cookie, phone, laptop].flatMap((cookie) => {
      const token = cookie.slice(`${SESSION_COOKIE}=`.length);
      return [token, hashSessionToken(token)];
    });
    for (const { id } of list) {
      expect(rows.map((row) => row.sid)).not.toContain(id);
      for (const secret of secrets) expect(secret).not.toContain(id);
    }
  });

  it('signs out another session: it is refused at once and its socket closes (4401)', async () => {
    const person = await m.createPerson();
    const phone = await signInFrom(t, person, ANDROID_CHROME);
    const phoneSocket = await connectLive(t, phone);
    const mySocket = await connectLive(t, person.cookie);

    const other = (await sessionsOf(t, person)).find((session) => !session.current)!;
    const response = await m.callAs(person, `/api/auth/sessions/${other.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    // This browser stays signed in: its cookie is left alone.
    expect(response.headers.getSetCookie()).toEqual([]);

    expect((await m.callAs(as(person, phone), '/api/auth/user')).status).toBe(401);
    expect((await phoneSocket.closed).code).toBe(LIVE_CLOSE_CODES.unauthenticated);
    await settle([mySocket]);
    expect(mySocket.isOpen()).toBe(true);
    expect(await sessionsOf(t, person)).toEqual([expect.objectContaining({ current: true })]);

    // Already over: not found.
    const again = await m.callAs(person, `/api/auth/sessions/${other.id}`, { method: 'DELETE' });
    expect(again.status).toBe(404);
  });

  it('signing out the current session by id clears this browser’s cookie', async () => {
    const person = await m.createPerson();
    const [mine] = await sessionsOf(t, person);
    const response = await m.callAs(person, `/api/auth/sessions/${mine!.id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/salahkar\.sid=;/);
    expect((await m.callAs(person, '/api/auth/user')).status).toBe(401);
  });

  it('another person’s session id is not found, and their session lives on', async () => {
    const person = await m.createPerson();
    const stranger = await m.createPerson();
    const [theirs] = await sessionsOf(t, stranger);

    for (const id of [theirs!.id, 'not-a-session', '0'.repeat(32)]) {
      const response = await m.callAs(person, `/api/auth/sessions/${id}`, { method: 'DELETE' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'SESSION_NOT_FOUND',
        message: 'Session not found',
      });
    }
    expect((await m.callAs(stranger, '/api/auth/user')).status).toBe(200);
    // Signed out, nobody lists or ends anything.
    expect((await m.callAs(null, '/api/auth/sessions')).status).toBe(401);
    const anonymous = await m.callAs(null, `/api/auth/sessions/${theirs!.id}`, {
      method: 'DELETE',
    });
    expect(anonymous.status).toBe(401);
  });

  it('“Sign out of all devices” ends every session, this one included, and closes sockets', async () => {
    const person = await m.createPerson();
    const phone = await signInFrom(t, person, ANDROID_CHROME);
    const bystander = await m.createPerson();
    const sockets = [await connectLive(t, phone), await connectLive(t, person.cookie)];

    const response = await m.callAs(person, '/api/auth/sessions/sign-out-all', {
      method: 'POST',
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/salahkar\.sid=;/);
    for (const cookie of [person.cookie, phone]) {
      expect((await m.callAs(as(person, cookie), '/api/auth/user')).status).toBe(401);
    }
    for (const socket of sockets) {
      expect((await socket.closed).code).toBe(LIVE_CLOSE_CODES.unauthenticated);
    }
    expect((await m.callAs(bystander, '/api/auth/user')).status).toBe(200);
  });

  it('updates last seen at most once a minute, keeping the device', async () => {
    const person = await m.createPerson();
    const cookie = await signInFrom(t, person, ANDROID_CHROME);
    const sid = hashSessionToken(cookie.slice(`${SESSION_COOKIE}=`.length));
    const readSess = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0]!.sess as {
        seenAt: string;
        userAgent: string;
      };
    const before = await readSess();
    await m.callAs(as(person, cookie), '/api/auth/user');
    expect((await readSess()).seenAt).toBe(before.seenAt);

    // Two minutes later (the clock moved back in the row instead), a request moves it forward.
    const longAgo = new Date(Date.now() - 120_000).toISOString();
    await t.database.db
      .update(sessions)
      .set({ sess: { ...before, createdAt: longAgo, seenAt: longAgo } })
      .where(eq(sessions.sid, sid));
    await m.callAs(as(person, cookie), '/api/auth/user');
    const after = await readSess();
    expect(Date.parse(after.seenAt)).toBeGreaterThan(Date.parse(longAgo));
    expect(after.userAgent).toBe(ANDROID_CHROME);
  });
});

describe('logout', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);

  it('is a POST: GET /api/logout is 405 with Allow: POST and changes nothing', async () => {
    const person = await m.createPerson();
    const response = await m.callAs(person, '/api/logout', { redirect: 'manual' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await m.callAs(person, '/api/auth/user')).status).toBe(200);

    const posted = await m.callAs(person, '/api/logout', { method: 'POST' });
    expect(posted.status).toBe(204);
    expect(posted.headers.getSetCookie().join()).toMatch(/salahkar\.sid=;/);
    expect((await m.callAs(person, '/api/auth/user')).status).toBe(401);
  });

  it('from another site is refused by the origin check', async () => {
    const person = await m.createPerson();
    const response = await m.callAs(person, '/api/logout', {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await m.callAs(person, '/api/auth/user')).status).toBe(200);
  });
});

describe('naming a device from its User-Agent', () => {
  it.each([
    [ANDROID_CHROME, { browser: 'Chrome', system: 'Android', mobile: true }],
    [WINDOWS_FIREFOX, { browser: 'Firefox', system: 'Windows', mobile: false }],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', system: 'iOS', mobile: true },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      { browser: 'Edge', system: 'Windows', mobile: false },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      { browser: 'Samsung Internet', system: 'Android', mobile: true },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      { browser: 'Safari', system: 'macOS', mobile: false },
    ],
    ['curl/8.5.0', { browser: null, system: null, mobile: false }],
    [null, { browser: null, system: null, mobile: false }],
  ])('%s', (userAgent, device) => {
    expect(deviceOf(userAgent)).toEqual(device);
  });
});
