import { LIVE_CLOSE_CODES, LIVE_FRAME_MAX_BYTES } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { closeLiveClients, connectLive } from '../../test/live.ts';
import {
  buildMarketplaceApp,
  createPerson,
  marketplace,
  useMarketplaceApp,
} from '../../test/marketplace.ts';

// The upgrade (who may open a socket) and the frame rules (what a socket may send).

const t = useMarketplaceApp({ LIVE_RATE_LIMIT_FRAMES: '20', LIVE_RATE_LIMIT_WINDOW_SECONDS: '60' });
const m = marketplace(t);
const user = m.usePerson();
afterEach(closeLiveClients);

describe('the upgrade', () => {
  it('closes a socket without a session at once with 4401, before anything is read', async () => {
    const client = await connectLive(t, null);
    client.send({ type: 'ping' });
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.unauthenticated,
      reason: 'Sign in first',
    });
    expect(client.received).toEqual([]);
  });

  it('closes a socket whose cookie names no live session with 4401', async () => {
    const client = await connectLive(t, 'salahkar.sid=not-a-real-token');
    expect((await client.closed).code).toBe(LIVE_CLOSE_CODES.unauthenticated);
  });

  it('refuses the handshake from a page of another site (403), even with a valid cookie', async () => {
    await expect(connectLive(t, user.cookie, { origin: 'https://evil.example' })).rejects.toThrow(
      /Unexpected server response: 403/,
    );
    await expect(connectLive(t, user.cookie, { origin: 'not a url' })).rejects.toThrow(/403/);
  });

  it('accepts the site’s own Origin, and no Origin at all (a tool, not a browser)', async () => {
    const browser = await connectLive(t, user.cookie);
    const tool = await connectLive(t, user.cookie, { origin: null });
    for (const client of [browser, tool]) {
      client.send({ type: 'ping' });
      await client.waitFor('pong');
    }
  });

  it('closes a suspended account’s socket with 4403', async () => {
    const suspended = await m.createPerson();
    await t.database.db
      .update(users)
      .set({ isSuspended: true })
      .where(eq(users.id, suspended.user.id));
    const client = await connectLive(t, suspended.cookie);
    expect(await client.closed).toEqual({
      code: LIVE_CLOSE_CODES.suspended,
      reason: 'Account suspended',
    });
  });

  it('answers a plain GET /ws (no upgrade) with 404', async () => {
    expect((await t.request('/ws')).status).toBe(404);
  });

  it('refuses an upgrade to any other path with 404 and closes the socket', async () => {
    for (const path of ['/api/health', '/api/auth/user', '/wsx', '/']) {
      const socket = new WebSocket(`${t.url.replace(/^http/, 'ws')}${path}`, {
        headers: { cookie: user.cookie },
      });
      const refused = new Promise<number | undefined>((resolve) =>
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
      );
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.on('error', () => {});
      expect(await refused, path).toBe(404);
      socket.terminate();
      await closed;
    }
  });
});

describe('frames', () => {
  it('answers malformed frames with an error frame and keeps the socket open', async () => {
    const client = await connectLive(t, user.cookie);
    client.sendRaw('{not json');
    expect(await client.waitFor('error')).toMatchObject({
      code: 'BAD_FRAME',
      message: 'Frames must be JSON',
    });
    client.send({ type: 'no_such_type' });
    expect(await client.waitFor('error')).toMatchObject({ code: 'BAD_FRAME' });
    client.send({ type: 'register', consultationId: 'not-a-uuid' });
    const invalid = await client.waitFor('error');
    expect(invalid.code).toBe('BAD_FRAME');
    expect(invalid.message).toContain('Not a consultation id');
    client.sendRaw(Buffer.from([1, 2, 3]), { binary: true });
    expect(await client.waitFor('error')).toMatchObject({
      code: 'BAD_FRAME',
      message: 'Frames must be JSON text',
    });
    client.sendRaw('"just a string"');
    expect(await client.waitFor('error')).toMatchObject({ code: 'BAD_FRAME' });

    client.send({ type: 'ping' });
    await client.waitFor('pong');
    expect(client.isOpen()).toBe(true);
  });

  it(`answers a frame over ${LIVE_FRAME_MAX_BYTES} bytes with FRAME_TOO_LARGE and keeps the socket`, async () => {
    const client = await connectLive(t, user.cookie);
    client.sendRaw(JSON.stringify({ type: 'ping', padding: 'x'.repeat(LIVE_FRAME_MAX_BYTES) }));
    expect(await client.waitFor('error')).toMatchObject({ code: 'FRAME_TOO_LARGE' });
    client.send({ type: 'ping' });
    await client.waitFor('pong');
  });

  it('closes a socket that sends a frame beyond what the server will buffer (1009)', async () => {
    const client = await connectLive(t, user.cookie);
    client.sendRaw('x'.repeat(LIVE_FRAME_MAX_BYTES * 4 + 1));
    expect((await client.closed).code).toBe(1009);
  });

  it('rate-limits a socket that sends too fast, without affecting others', async () => {
    const fast = await connectLive(t, user.cookie);
    const calm = await connectLive(t, user.cookie);
    for (let i = 0; i < 21; i += 1) fast.send({ type: 'ping' });
    expect(await fast.waitFor('error')).toMatchObject({ code: 'RATE_LIMITED' });
    // Answers keep the order of the frames: the refusal came after the 20 pongs.
    expect(fast.received.map((message) => message.type)).toEqual([
      ...Array<string>(20).fill('pong'),
      'error',
    ]);
    expect(fast.isOpen()).toBe(true);
    calm.send({ type: 'ping' });
    await calm.waitFor('pong');
  });

  it('closes a socket with 1008 after repeated refused frames', async () => {
    const client = await connectLive(t, user.cookie);
    for (let i = 0; i < 12; i += 1) client.sendRaw('nope');
    const { code } = await client.closed;
    expect(code).toBe(LIVE_CLOSE_CODES.policyViolation);
    expect(client.receivedOf('error')).toHaveLength(10);
  });
});

describe('sockets per person', () => {
  it('turns away a socket past the cap with 4429 and lets one in once another closes', async () => {
    const capped = await buildMarketplaceApp({ LIVE_MAX_SOCKETS_PER_USER: '2' });
    try {
      const person = await createPerson(capped);
      const other = await createPerson(capped);
      const first = await connectLive(capped, person.cookie);
      const second = await connectLive(capped, person.cookie);
      const third = await connectLive(capped, person.cookie);
      expect(await third.closed).toEqual({
        code: LIVE_CLOSE_CODES.tooManyConnections,
        reason: 'Too many open connections',
      });
      expect(first.isOpen() && second.isOpen()).toBe(true);
      // The cap is per person: someone else still gets in.
      expect((await connectLive(capped, other.cookie)).isOpen()).toBe(true);

      await first.close();
      // The server forgets the closed socket on its own close event, a moment after the client's.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await connectLive(capped, person.cookie);
      again.send({ type: 'ping' });
      await again.waitFor('pong');
      expect(again.isOpen()).toBe(true);
    } finally {
      await closeLiveClients();
      await capped.close();
    }
  });
});
