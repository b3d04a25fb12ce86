import { errorMessage } from '@salahkar/domain';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { TestApp } from '../../test/app.ts';
import {
  callAs,
  jsonOf,
  marketplace,
  type Person,
  useMarketplaceApp,
} from '../../test/marketplace.ts';
import { createChatCase } from '../../test/chat.ts';
import {
  TURN_CREDENTIAL_MARGIN_SECONDS,
  iceServersFor,
  iceServersOf,
  turnCredentialTtlSeconds,
} from './ice-servers.ts';
import { activeCase, callVerb, ringingCase } from '../../test/video-calls.ts';

const ICE_SERVERS_REFUSED = errorMessage('ICE_SERVERS_REFUSED');

const iceServers = (t: TestApp, person: Person | null) =>
  jsonOf(callAs(t, person, '/api/video-calls/ice-servers'));

const TURN = {
  TURN_URLS: 'turn:turn.example.com:3478?transport=udp, turns:turn.example.com:5349',
  TURN_SECRET: 'a-coturn-static-auth-secret',
  TURN_CREDENTIAL_TTL_SECONDS: '600',
};

describe('GET /api/video-calls/ice-servers with the defaults', () => {
  const t = useMarketplaceApp();
  const m = marketplace(t);

  it('gives the people of a call Google’s STUN servers, no TURN, kept by no cache', async () => {
    const { owner, professional } = await ringingCase(t);
    for (const person of [owner, professional]) {
      const response = await m.callAs(person, '/api/video-calls/ice-servers');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        iceServers: [{ urls: ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'] }],
        expiresAt: null,
      });
    }
  });

  it('refuses anyone who is not in a call ringing or under way', async () => {
    const { owner, professional, callId } = await ringingCase(t);
    const refusal = {
      status: 403,
      body: { code: 'ICE_SERVERS_REFUSED', message: ICE_SERVERS_REFUSED },
    };
    const admin = await m.createPerson({ role: 'admin' });
    expect(await iceServers(t, admin)).toEqual(refusal);
    expect(await iceServers(t, (await createChatCase(t, 'in_progress')).professional)).toEqual(
      refusal,
    );
    expect((await iceServers(t, null)).status).toBe(401);

    await callVerb(t, owner, callId, 'join');
    expect((await iceServers(t, owner)).status).toBe(200);
    await callVerb(t, professional, callId, 'end');
    expect(await iceServers(t, owner)).toEqual(refusal);
    expect(await iceServers(t, professional)).toEqual(refusal);
  });
});

describe('ICE servers as configured', () => {
  // No STUN at all (a LAN, or the browser tests on loopback): TURN or host candidates only.
  const t = useMarketplaceApp({ STUN_URLS: 'none', ...TURN });

  it('gives TURN credentials in coturn’s REST scheme, expiring after the ring time and a minute', async () => {
    const { owner } = await ringingCase(t);
    const now = new Date('2026-05-04T10:00:00.400Z');
    // Ring 60 s + 60 s: well inside TURN_CREDENTIAL_TTL_SECONDS (600), which only caps it.
    const expiry = Date.parse('2026-05-04T10:02:00Z') / 1000;
    const username = `${expiry}:${owner.user.id}`;
    expect(await iceServersFor(t.ctx, owner.user, now)).toEqual({
      iceServers: [
        {
          urls: ['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349'],
          username,
          credential: createHmac('sha1', TURN.TURN_SECRET).update(username).digest('base64'),
        },
      ],
      expiresAt: '2026-05-04T10:02:00.000Z',
    });
  });

  it('matches a credential computed outside Node, and answers the same over HTTP', async () => {
    // Worked out once with openssl, as coturn computes it to check a credential:
    // printf '%s' "$username" | openssl dgst -sha1 -hmac "$TURN_SECRET" -binary | base64
    const userId = '3f1c2a8e-6b4d-4c9a-9e2f-7a5b1d0c8e41';
    const issuedAt = new Date((1778061600 - 120) * 1000);
    expect(iceServersOf(t.config, userId, issuedAt).iceServers[0]).toMatchObject({
      username: `1778061600:${userId}`,
      credential: 'p26rurgGYT85ETRIiPOb0RjlutE=',
    });

    const { professional } = await ringingCase(t);
    const before = Math.floor(Date.now() / 1000);
    const { status, body } = await iceServers(t, professional);
    expect(status).toBe(200);
    const [turn] = body.iceServers;
    const [expiry, named] = turn.username.split(':');
    expect(named).toBe(professional.user.id);
    expect(Number(expiry) - before).toBeGreaterThanOrEqual(120);
    expect(Number(expiry) - before).toBeLessThanOrEqual(121);
    expect(Date.parse(body.expiresAt)).toBe(Number(expiry) * 1000);
    expect(turn.credential).toBe(
      createHmac('sha1', TURN.TURN_SECRET).update(turn.username).digest('base64'),
    );
  });
});

describe('TURN credentials during a long call', () => {
  const t = useMarketplaceApp({ STUN_URLS: 'none', ...TURN });

  const expiryOf = (servers: { iceServers: { username?: string }[] }) =>
    Number(servers.iceServers[0]!.username!.split(':')[0]);

  it('are fresh each time a person of the open call asks, and refused once it is over', async () => {
    const { owner, professional, callId } = await activeCase(t);
    const start = new Date();
    const first = await iceServersFor(t.ctx, owner.user, start);
    // Twenty minutes into the call the first ones have long lapsed; asking again renews them.
    const later = new Date(start.getTime() + 20 * 60_000);
    const renewed = await iceServersFor(t.ctx, owner.user, later);
    expect(expiryOf(first)).toBe(Math.floor(start.getTime() / 1000) + 120);
    expect(expiryOf(renewed)).toBe(Math.floor(later.getTime() / 1000) + 120);
    expect(renewed.expiresAt).toBe(new Date(expiryOf(renewed) * 1000).toISOString());

    await callVerb(t, professional, callId, 'end');
    await expect(iceServersFor(t.ctx, owner.user, later)).rejects.toThrow(ICE_SERVERS_REFUSED);
  });

  it('live no longer than TURN_CREDENTIAL_TTL_SECONDS when that is shorter', () => {
    const config = { ...t.config, TURN_CREDENTIAL_TTL_SECONDS: 90 };
    expect(turnCredentialTtlSeconds(config)).toBe(90);
    expect(turnCredentialTtlSeconds({ ...config, TURN_CREDENTIAL_TTL_SECONDS: 3600 })).toBe(120);
    expect(
      turnCredentialTtlSeconds({
        ...config,
        TURN_CREDENTIAL_TTL_SECONDS: 3600,
        VIDEO_CALL_RING_SECONDS: 30,
      }),
    ).toBe(30 + TURN_CREDENTIAL_MARGIN_SECONDS);
  });
});

describe('the video call settings', () => {
  it('read STUN_URLS as a list, `none` for none and empty for the default', () => {
    expect(loadConfig({}).STUN_URLS).toHaveLength(2);
    expect(loadConfig({ STUN_URLS: '' }).STUN_URLS).toHaveLength(2);
    expect(loadConfig({ STUN_URLS: 'none' }).STUN_URLS).toEqual([]);
    expect(loadConfig({ STUN_URLS: ' stun:a.example:3478 ,, stun:b.example ' }).STUN_URLS).toEqual([
      'stun:a.example:3478',
      'stun:b.example',
    ]);
    expect(loadConfig({}).VIDEO_CALL_RING_SECONDS).toBe(60);
    expect(loadConfig({}).VIDEO_CALL_PRESENCE_GRACE_SECONDS).toBe(90);
    expect(loadConfig({}).TURN_CREDENTIAL_TTL_SECONDS).toBe(3600);
  });

  it('refuse TURN_URLS without TURN_SECRET, and the other way round', () => {
    expect(() => loadConfig({ TURN_URLS: TURN.TURN_URLS })).toThrow(
      /set both TURN_URLS and TURN_SECRET, or neither/,
    );
    expect(() => loadConfig({ TURN_SECRET: TURN.TURN_SECRET })).toThrow(
      /set both TURN_URLS and TURN_SECRET, or neither/,
    );
    expect(() => loadConfig({ TURN_URLS: ',', TURN_SECRET: TURN.TURN_SECRET })).toThrow(
      /name at least one TURN URL/,
    );
  });
});
