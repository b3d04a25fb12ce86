import { createHash, randomBytes } from 'node:crypto';
import { LIVE_CLOSE_CODES } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { consultations, passwordResetTokens, sessions, users } from '../../db/schema/index.ts';
import { TEST_PASSWORD, signIn } from '../../test/accounts.ts';
import type { TestApp } from '../../test/app.ts';
import {
  closeLiveClients,
  connectLive,
  joinRoom,
  roomProbe,
  settle,
  type LiveClient,
} from '../../test/live.ts';
import { marketplace, type Person, useMarketplaceApp } from '../../test/marketplace.ts';
import { endSessionsOf, hashSessionToken } from '../../plugins/session-store.ts';

// Sockets live no longer than the session and the account behind them.

/** The close, or a failure if it does not come soon: "at once" means well before a heartbeat. */
function closedWithin(client: LiveClient, ms = 2_000) {
  return Promise.race([
    client.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms),
    ),
  ]);
}

async function secondSession(t: TestApp, person: Person): Promise<string> {
  return signIn(t, person.user.email, TEST_PASSWORD);
}

/** A working reset link's token for the person, as the mailed link would carry it. */
async function resetTokenFor(t: TestApp, person: Person): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await t.database.db.insert(passwordResetTokens).values({
    userId: person.user.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  return token;
}

function resetPassword(t: TestApp, token: string, cookie?: string) {
  const password = 'a-fresh-long-passphrase-77';
  return t.request('/api/auth/reset-password', {
    method: 'POST',
    json: { token, password, confirmPassword: password },
    headers: cookie ? { cookie } : {},
  });
}

const SESSION_ENDED = { code: LIVE_CLOSE_CODES.unauthenticated, reason: 'Session ended' };

describe('pushed closes (default heartbeat: they do not wait for it)', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);
  afterEach(closeLiveClients);

  it('logout closes that session’s sockets at once (4401) and no other session’s', async () => {
    const person = await m.createPerson();
    const otherCookie = await secondSession(t, person);
    const leaving = await connectLive(t, person.cookie);
    const leavingTab = await connectLive(t, person.cookie);
    const staying = await connectLive(t, otherCookie);

    const response = await t.request('/api/logout', {
      method: 'POST',
      headers: { cookie: person.cookie },
    });
    expect(response.status).toBe(204);
    for (const client of [leaving, leavingTab]) {
      expect(await closedWithin(client)).toEqual({
        code: LIVE_CLOSE_CODES.unauthenticated,
        reason: 'Logged out',
      });
    }
    await settle([staying]);
    expect(staying.isOpen()).toBe(true);
    // The ended session cannot open a new socket either.
    const again = await connectLive(t, person.cookie);
    expect((await again.closed).code).toBe(LIVE_CLOSE_CODES.unauthenticated);
  });

  it('a suspension closes every socket of the account (4403), nobody else’s', async () => {
    const suspended = await m.createPerson();
    const bystander = await m.createPerson();
    const tabs = [
      await connectLive(t, suspended.cookie),
      await connectLive(t, await secondSession(t, suspended)),
    ];
    const other = await connectLive(t, bystander.cookie);

    await t.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, suspended.user.id));
    await t.ctx.live.disconnect(suspended.user.id, 'suspended');
    for (const tab of tabs) {
      expect(await closedWithin(tab)).toEqual({
        code: LIVE_CLOSE_CODES.suspended,
        reason: 'Account suspended',
      });
    }
    await settle([other]);
    expect(other.isOpen()).toBe(true);
  });

  it('a password reset closes the ended sessions’ sockets at once (4401), not the resetter’s', async () => {
    const person = await m.createPerson();
    const bystander = await m.createPerson();
    const elsewhere = await secondSession(t, person);
    const ended = [
      await connectLive(t, person.cookie),
      await connectLive(t, elsewhere),
      await connectLive(t, elsewhere),
    ];
    const other = await connectLive(t, bystander.cookie);

    // Signed out (the usual case, from the mailed link): every session of the account ends.
    const response = await resetPassword(t, await resetTokenFor(t, person));
    expect(response.status).toBe(200);
    for (const client of ended) expect(await closedWithin(client)).toEqual(SESSION_ENDED);
    await settle([other]);
    expect(other.isOpen()).toBe(true);
  });

  it('a password reset by the signed-in owner keeps their own session’s sockets', async () => {
    const person = await m.createPerson();
    const elsewhere = await secondSession(t, person);
    const own = await connectLive(t, person.cookie);
    const ended = await connectLive(t, elsewhere);

    const response = await resetPassword(t, await resetTokenFor(t, person), person.cookie);
    expect(response.status).toBe(200);
    expect(await closedWithin(ended)).toEqual(SESSION_ENDED);
    await settle([own]);
    expect(own.isOpen()).toBe(true);
  });

  it('a sign-in that replaces the browser’s session closes the old session’s sockets', async () => {
    const previous = await m.createPerson();
    const next = await m.createPerson();
    const oldTab = await connectLive(t, previous.cookie);
    const previousElsewhere = await connectLive(t, await secondSession(t, previous));

    const response = await t.request('/api/auth/login', {
      method: 'POST',
      headers: { cookie: previous.cookie },
      json: { email: next.user.email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    expect(await closedWithin(oldTab)).toEqual(SESSION_ENDED);
    await settle([previousElsewhere]);
    expect(previousElsewhere.isOpen()).toBe(true);
  });

  it('a closed socket gets no more pushes, and pushes to it do not fail', async () => {
    const person = await m.createPerson();
    const client = await connectLive(t, person.cookie);
    await t.ctx.live.disconnect(person.user.id, 'logged_out');
    await client.closed;
    await expect(t.ctx.live.toUser(person.user.id, { type: 'pong' })).resolves.toBeUndefined();
  });
});

describe('the heartbeat', () => {
  const t = useMarketplaceApp({ LIVE_HEARTBEAT_SECONDS: '0.2' });
  const m = marketplace(t);
  afterEach(closeLiveClients);

  it('closes the sockets of a session that ended without a push (4401)', async () => {
    const person = await m.createPerson();
    const client = await connectLive(t, person.cookie);
    await endSessionsOf(t.database.db, person.user.id);
    expect(await closedWithin(client)).toEqual({
      code: LIVE_CLOSE_CODES.unauthenticated,
      reason: 'Session ended',
    });
  });

  it('closes the sockets of an account suspended without a push (4403)', async () => {
    const person = await m.createPerson();
    const client = await connectLive(t, person.cookie);
    await t.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, person.user.id));
    expect((await closedWithin(client)).code).toBe(LIVE_CLOSE_CODES.suspended);
  });

  it('drops a socket that stops answering pings', async () => {
    const person = await m.createPerson();
    const client = await connectLive(t, person.cookie);
    client.socket.pause();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    client.socket.resume();
    expect((await closedWithin(client)).code).toBe(1006);
  });

  it('keeps answering sockets open without sliding the session’s idle deadline', async () => {
    const person = await m.createPerson();
    const sid = hashSessionToken(person.cookie.split('=')[1]!);
    const client = await connectLive(t, person.cookie);
    const before = await sessionExpiry(t, sid);
    // An open tab is not activity: the session was last used ten minutes ago, and stays so.
    const seenAt = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.database.db
      .update(sessions)
      .set({ sess: { createdAt: seenAt, seenAt } })
      .where(eq(sessions.sid, sid));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(client.isOpen()).toBe(true);
    expect(await sessionExpiry(t, sid)).toEqual(before);
  });

  it('takes a professional out of a room once the case is no longer theirs', async () => {
    const owner = await m.createPerson();
    const first = await m.createProfessional();
    const second = await m.createProfessional();
    const active = await m.createConsultation(owner.user, {
      status: 'in_progress',
      assignedTo: first.user.id,
    });
    const client = await connectLive(t, first.cookie);
    await joinRoom(client, active.id);
    await t.database.db
      .update(consultations)
      .set({ assignedTo: second.user.id })
      .where(eq(consultations.id, active.id));
    // No push announces it: the check after a heartbeat finds it. Probe until a room push stops
    // arriving (each probe is marked so a late one is not mistaken for a new one).
    let reached = true;
    for (let probe = 0; probe < 30 && reached; probe += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const marker = `probe ${probe}`;
      await t.ctx.live.toRoom(active.id, roomProbe(active.id, marker));
      await settle([client]);
      reached = client.receivedOf('message').some((message) => message.data.message === marker);
    }
    expect(reached).toBe(false);
    expect(client.isOpen()).toBe(true);
  });
});

async function sessionExpiry(t: TestApp, sid: string): Promise<Date | undefined> {
  const [row] = await t.database.db
    .select({ expire: sessions.expire })
    .from(sessions)
    .where(eq(sessions.sid, sid));
  return row?.expire;
}
