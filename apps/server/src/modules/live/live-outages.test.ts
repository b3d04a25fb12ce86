import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_TIMEOUT_MS } from '../../adapters/live-bus/redis-bus.ts';
import type { TestApp } from '../../test/app.ts';
import {
  closeLiveClients,
  connectLive,
  joinRoom,
  settle,
  type LiveClient,
} from '../../test/live.ts';
import { buildMarketplaceApp } from '../../test/marketplace.ts';
import { HAS_REDIS_SERVER, startRedisPeer, type RedisPeer } from '../../test/redis-peer.ts';
import { createChatCase, listMessages, type ChatCase } from '../../test/chat.ts';
import { RESYNC_GATHER_MS } from './live-registry.ts';

// Two instances on one database and a Redis of this file's own, which the tests freeze and kill:
// pushes reach the publishing instance's sockets whatever Redis does, a post never waits on Redis,
// and the other instance's sockets are told to refetch once Redis is back. A frozen Redis keeps
// b's subscription open: its sockets' resync can only come from a, whose publish failed.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!HAS_REDIS_SERVER)(
  'live pushes through a Redis outage (needs redis-server)',
  () => {
    let redis: RedisPeer;
    let a: TestApp;
    let b: TestApp;

    beforeAll(async () => {
      redis = await startRedisPeer();
      a = await buildMarketplaceApp({ REDIS_URL: redis.url });
      b = await buildMarketplaceApp({ REDIS_URL: redis.url }, { database: a.database });
    });
    afterEach(async () => {
      redis.thaw();
      await closeLiveClients();
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await redis?.close();
    });

    /** A case whose two people each have a socket in its room on both instances. */
    async function caseWithSockets(): Promise<ChatCase & { onA: LiveClient[]; onB: LiveClient[] }> {
      const chat = await createChatCase(a, 'in_progress');
      const connect = async (t: TestApp) =>
        Promise.all(
          [chat.owner, chat.professional].map(async (person) => {
            const client = await connectLive(t, person.cookie, { url: t.url });
            await joinRoom(client, chat.consultation.id);
            return client;
          }),
        );
      return { ...chat, onA: await connect(a), onB: await connect(b) };
    }

    function post(t: TestApp, chat: ChatCase, message: string) {
      return t.request(`/api/consultations/${chat.consultation.id}/messages`, {
        method: 'POST',
        headers: { cookie: chat.owner.cookie },
        json: { message },
      });
    }

    const saying = (text: string) => ({
      where: (message: { data: { message: string } }) => message.data.message === text,
    });

    it('delivers a post exactly once to every socket in the room, on both instances', async () => {
      const chat = await caseWithSockets();
      const first = await (await post(a, chat, 'First')).json();
      const second = await (await post(b, chat, 'Second')).json();
      const everyone = [...chat.onA, ...chat.onB];
      for (const client of everyone) {
        await client.waitFor('message', saying('First'));
        await client.waitFor('message', saying('Second'));
      }
      await settle(everyone);
      for (const client of everyone) {
        expect(client.receivedOf('message').map((push) => push.data.id)).toEqual([
          first.id,
          second.id,
        ]);
        // Each push names the line before it, so a client can tell it missed one.
        expect(client.receivedOf('message').map((push) => push.previousMessageId)).toEqual([
          null,
          first.id,
        ]);
        expect(client.receivedOf('resync')).toEqual([]);
      }
    });

    it('with Redis frozen: the post answers at once, its own instance’s sockets hear it, the other’s refetch once Redis is back', async () => {
      const chat = await caseWithSockets();
      redis.freeze();
      const started = Date.now();
      const response = await post(a, chat, 'While Redis hangs');
      // Not a benchmark: a post that awaited its publishes took their full 2 s timeout, each.
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(response.status).toBe(201);
      for (const client of chat.onA) {
        await client.waitFor('message', { ...saying('While Redis hangs'), timeoutMs: 2_000 });
      }
      // Long enough for instance a to count its publish as lost.
      await sleep(PUBLISH_TIMEOUT_MS + 300);
      redis.thaw();

      for (const client of chat.onB) await client.waitFor('resync', { timeoutMs: 10_000 });
      const page = await listMessages(b, chat.professional, chat.consultation.id);
      expect(page.body.items.map((item: { message: string }) => item.message)).toContain(
        'While Redis hangs',
      );
    });

    it('with Redis killed: its own instance’s sockets hear a post at once, every socket is told to refetch once Redis is back, and pushes flow again', async () => {
      const chat = await caseWithSockets();
      await redis.kill();
      const response = await post(a, chat, 'While Redis is down');
      expect(response.status).toBe(201);
      for (const client of chat.onA) {
        await client.waitFor('message', { ...saying('While Redis is down'), timeoutMs: 2_000 });
      }
      await redis.start();

      // b's subscriber lost Redis and a's publish failed: both instances' sockets hear it.
      for (const client of [...chat.onA, ...chat.onB]) {
        expect(await client.waitFor('resync', { timeoutMs: 10_000 })).toEqual({
          type: 'resync',
          reason: 'bus_restored',
        });
      }
      const page = await listMessages(b, chat.professional, chat.consultation.id);
      expect(page.body.items.map((item: { message: string }) => item.message)).toContain(
        'While Redis is down',
      );

      await post(a, chat, 'After Redis came back');
      for (const client of chat.onB)
        await client.waitFor('message', saying('After Redis came back'));
      await settle([...chat.onA, ...chat.onB]);
      for (const client of [...chat.onA, ...chat.onB]) {
        const texts = client.receivedOf('message').map((push) => push.data.message);
        expect(texts.filter((text) => text === 'After Redis came back')).toHaveLength(1);
      }
      // Word of the outage came from both sides (b's subscription, a's failed publish): one resync.
      await sleep(RESYNC_GATHER_MS + 1_000);
      for (const client of [...chat.onA, ...chat.onB]) {
        expect(client.receivedOf('resync')).toHaveLength(1);
      }
    });

    // Issue 31: each socket got 8 or 9 resyncs after a freeze: a resync was published at each
    // retry, every one kept by the frozen Redis and delivered when it woke.
    it('with Redis frozen for seconds while people post: one resync per socket', async () => {
      const chat = await caseWithSockets();
      redis.freeze();
      for (let i = 0; i < 8; i += 1) {
        expect((await post(a, chat, `Frozen ${i}`)).status).toBe(201);
        await sleep(500);
      }
      redis.thaw();
      for (const client of chat.onB) await client.waitFor('resync', { timeoutMs: 10_000 });
      await sleep(RESYNC_GATHER_MS + 2_000);
      for (const client of chat.onB) expect(client.receivedOf('resync')).toHaveLength(1);
      for (const client of chat.onA) expect(client.receivedOf('resync')).toEqual([]);
    });
  },
);
