import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { LIVE_CLOSE_CODES } from '@salahkar/domain';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRedisBus } from '../../adapters/live-bus/redis-bus.ts';
import { passwordResetTokens, type Consultation } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/app.ts';
import { closeLiveClients, connectLive, joinRoom, roomProbe, settle } from '../../test/live.ts';
import {
  buildMarketplaceApp,
  createConsultation,
  createPerson,
  createProfessional,
  type Person,
} from '../../test/marketplace.ts';

// Two server instances on one database, as in production behind a load balancer: a push published
// on one reaches the sockets the other holds when they share Redis, and only then.

const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL;

interface Pair {
  a: TestApp;
  b: TestApp;
  owner: Person;
  professional: Person;
  active: Consultation;
}

/** Instance b shares a's database (and, given env, its Redis channel); sessions work on both. */
async function buildPair(env: Record<string, string>): Promise<Pair> {
  const a = await buildMarketplaceApp(env);
  const b = await buildMarketplaceApp(env, { database: a.database });
  const owner = await createPerson(a);
  const professional = await createProfessional(a);
  const active = await createConsultation(a, owner.user, {
    status: 'in_progress',
    assignedTo: professional.user.id,
  });
  return { a, b, owner, professional, active };
}

async function closePair(pair: Pair | undefined): Promise<void> {
  if (!pair) return;
  await pair.b.close();
  await pair.a.close();
}

afterEach(closeLiveClients);

describe.skipIf(!redisUrl)(
  'through Redis (skipped without TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)',
  () => {
    // A channel of this run's own: test files run in parallel and must not hear each other.
    const channel = `salahkar:test:${randomUUID()}`;
    let pair: Pair;
    beforeAll(async () => {
      pair = await buildPair({ REDIS_URL: redisUrl!, LIVE_REDIS_CHANNEL: channel });
    });
    afterAll(() => closePair(pair));

    it('a chat message sent through one instance reaches a socket held by the other', async () => {
      const { a, b, owner, professional, active } = pair;
      const sender = await connectLive(a, owner.cookie);
      const receiver = await connectLive(b, professional.cookie, { url: b.url });
      await joinRoom(sender, active.id);
      await joinRoom(receiver, active.id);

      sender.send({ type: 'message', consultationId: active.id, message: 'Across instances' });
      const pushed = await receiver.waitFor('message');
      expect(pushed.data).toMatchObject({ senderId: owner.user.id, message: 'Across instances' });
      // Exactly once on each side, the sender's own echo included.
      await sender.waitFor('message');
      await settle([sender, receiver]);
      expect(receiver.receivedOf('message')).toHaveLength(1);
      expect(sender.receivedOf('message')).toHaveLength(1);
    });

    it('HTTP chat on one instance reaches the room on the other', async () => {
      const { a, b, owner, professional, active } = pair;
      const receiver = await connectLive(b, owner.cookie, { url: b.url });
      await joinRoom(receiver, active.id);
      const response = await a.request(`/api/consultations/${active.id}/messages`, {
        method: 'POST',
        headers: { cookie: professional.cookie },
        json: { message: 'Sent over HTTP' },
      });
      expect(response.status).toBeLessThan(300);
      const pushed = await receiver.waitFor('message', {
        where: (message) => message.data.message === 'Sent over HTTP',
      });
      expect(pushed.data.senderId).toBe(professional.user.id);
    });

    it('a call rung on one instance rings on the other, and its signals cross both ways', async () => {
      const { a, b, owner, professional, active } = pair;
      const callee = await connectLive(b, owner.cookie, { url: b.url });
      const caller = await connectLive(a, professional.cookie);
      const rung = await a.request('/api/video-call/notify', {
        method: 'POST',
        headers: { cookie: professional.cookie },
        json: { consultationId: active.id },
      });
      expect(rung.status).toBe(201);
      const callId = (await rung.json()).videoCall.id;
      expect((await callee.waitFor('video_call_invitation')).data.callId).toBe(callId);
      const joined = await b.request(`/api/video-calls/${callId}/join`, {
        method: 'POST',
        headers: { cookie: owner.cookie },
      });
      expect(joined.status).toBe(200);
      await caller.waitFor('video_call_joined');

      caller.send({ type: 'video_offer', consultationId: active.id, offer: { sdp: 'v=0 a' } });
      expect(await callee.waitFor('video_offer')).toEqual({
        type: 'video_offer',
        consultationId: active.id,
        callId,
        offer: { sdp: 'v=0 a' },
      });
      callee.send({ type: 'video_answer', consultationId: active.id, callId, answer: { b: 1 } });
      expect((await caller.waitFor('video_answer')).answer).toEqual({ b: 1 });

      callee.send({ type: 'video_call_ended', consultationId: active.id, callId });
      expect((await caller.waitFor('video_call_ended')).videoCall.status).toBe('ended');
    });

    it('user pushes and a logout on one instance reach sockets on the other', async () => {
      const { a, b } = pair;
      const person = await createPerson(a);
      const onB = await connectLive(b, person.cookie, { url: b.url });
      await a.ctx.live.toUser(person.user.id, { type: 'pong' });
      await onB.waitFor('pong');

      await a.request('/api/logout', { method: 'POST', headers: { cookie: person.cookie } });
      expect((await onB.closed).code).toBe(LIVE_CLOSE_CODES.unauthenticated);
    });

    it('a password reset on one instance closes the ended session’s sockets on the other', async () => {
      const { a, b } = pair;
      const person = await createPerson(a);
      const onB = await connectLive(b, person.cookie, { url: b.url });
      const token = randomBytes(32).toString('hex');
      await a.database.db.insert(passwordResetTokens).values({
        userId: person.user.id,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        expiresAt: new Date(Date.now() + 60 * 60_000),
      });
      const password = 'a-fresh-long-passphrase-77';
      const response = await a.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, password, confirmPassword: password },
      });
      expect(response.status).toBe(200);
      // Well before the default heartbeat (30 s): the close came over Redis.
      const closed = await Promise.race([
        onB.closed,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('socket still open after 2 s')), 2_000),
        ),
      ]);
      expect(closed).toEqual({ code: LIVE_CLOSE_CODES.unauthenticated, reason: 'Session ended' });
    });

    it('ignores envelopes on the channel that it cannot read', async () => {
      const { a, b, owner } = pair;
      const client = await connectLive(b, owner.cookie, { url: b.url });
      const stranger = new Redis(redisUrl!);
      try {
        await stranger.publish(channel, 'not json');
        await stranger.publish(
          channel,
          JSON.stringify({
            kind: 'push',
            audience: { kind: 'user', userId: owner.user.id },
            message: { type: 'notification', data: {} },
          }),
        );
      } finally {
        stranger.disconnect();
      }
      await a.ctx.live.toUser(owner.user.id, { type: 'pong' });
      await client.waitFor('pong');
      await settle([client]);
      expect(client.receivedOf('notification')).toEqual([]);
    });
  },
);

describe('in-process (no REDIS_URL)', () => {
  let pair: Pair;
  beforeAll(async () => {
    pair = await buildPair({});
  });
  afterAll(() => closePair(pair));

  it('reaches only the sockets of the instance that published, by design', async () => {
    const { a, b, owner, active } = pair;
    const onA = await connectLive(a, owner.cookie);
    const onB = await connectLive(b, owner.cookie, { url: b.url });
    await joinRoom(onA, active.id);
    await joinRoom(onB, active.id);
    await a.ctx.live.toRoom(active.id, roomProbe(active.id, 'in-process'));
    await onA.waitFor('message');
    await settle([onB]);
    expect(onB.receivedOf('message')).toEqual([]);
  });
});

describe('start-up', () => {
  it('fails with a clear message when REDIS_URL is set but Redis does not answer', async () => {
    const log = pino({ level: 'silent' });
    await expect(
      createRedisBus({ url: 'redis://127.0.0.1:1', channel: 'salahkar:test', log }),
    ).rejects.toThrow(/REDIS_URL is set but Redis did not answer/);
  });
});
