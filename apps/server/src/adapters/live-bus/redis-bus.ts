import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createInProcessBus } from './in-process-bus.ts';
import type { LiveBus, LiveEnvelope } from './live-bus.ts';
import { parseLiveEnvelope } from './live-envelope.ts';
import { createRedisOutbound } from './redis-outbound.ts';

/** How long start-up waits for Redis before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A publish unanswered this long counts as lost (a Redis that hangs without dropping the
 * connection). Nothing waits on it: it only decides when the other instances are owed a resync.
 */
export const PUBLISH_TIMEOUT_MS = 1_000;

export interface RedisBusOptions {
  url: string;
  /** The pub/sub channel; instances of one deployment share it, others must not. */
  channel: string;
  log: FastifyBaseLogger;
}

/**
 * Fan-out through Redis pub/sub, one connection publishing and one subscribed (a subscribed
 * connection can do nothing else). What this instance publishes reaches its own sockets directly,
 * whatever Redis does, and the other instances through Redis; each envelope names its origin, and
 * an instance skips its own when Redis hands them back, so no socket hears a push twice.
 *
 * Pub/sub keeps no history, so an outage loses pushes, and each side repairs what it lost: an
 * instance whose subscription broke tells its own sockets to resync once it is subscribed again,
 * and one whose publishes failed tells every other instance to (redis-outbound.ts).
 */
export async function createRedisBus(options: RedisBusOptions): Promise<LiveBus> {
  const { url, channel, log } = options;
  const origin = randomUUID();
  const local = createInProcessBus();
  const connectionOptions = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Reconnects for as long as it takes, at most two seconds apart.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  // Without an offline queue a publish fails at once while Redis is unreachable, and a Redis that
  // stops answering without dropping the connection fails it after the command timeout. One in
  // flight when the connection drops fails too rather than being sent again (Redis may have
  // delivered it already): at most once, and any doubt is repaired by a resync.
  const publisher = new Redis(url, {
    ...connectionOptions,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  });
  // Resubscribed by hand after a reconnect, to know when the subscription is really back.
  const subscriber = new Redis(url, { ...connectionOptions, autoResubscribe: false });

  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    // ioredis reconnects by itself; without a listener an error would crash the process.
    connection.on('error', (error: Error) =>
      log.warn({ err: error, connection: name }, 'live bus: Redis connection error'),
    );
  }
  subscriber.on('message', (received: string, payload: string) => {
    if (received !== channel) return;
    const parsed = parseLiveEnvelope(payload);
    if (!parsed.ok) {
      log.warn({ reason: parsed.reason }, 'live bus: dropped an envelope it cannot read');
      return;
    }
    // Delivered to this instance's sockets when it was published.
    if (parsed.origin === origin) return;
    local.publish(parsed.envelope);
  });

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL is set but Redis did not answer: ${(error as Error).message}`, {
      cause: error,
    });
  }

  let closed = false;
  const outbound = createRedisOutbound(publisher, channel, origin, log);
  watchSubscription(subscriber, channel, log, {
    isClosed: () => closed,
    restored: () => local.publish({ kind: 'resync' }),
  });

  return {
    publish(envelope: LiveEnvelope) {
      if (closed) return;
      local.publish(envelope);
      outbound.send(envelope);
    },
    subscribe: (handler) => local.subscribe(handler),
    async close() {
      if (closed) return;
      closed = true;
      outbound.stop();
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

/**
 * While the subscriber is disconnected, whatever other instances publish is lost to this one. Once
 * it is connected and subscribed again (not merely connected: envelopes published before the
 * SUBSCRIBE is answered are lost too), `restored` tells this instance's sockets to resync.
 */
function watchSubscription(
  subscriber: Redis,
  channel: string,
  log: FastifyBaseLogger,
  hooks: { isClosed(): boolean; restored(): void },
): void {
  let lost = false;
  subscriber.on('close', () => {
    if (lost || hooks.isClosed()) return;
    lost = true;
    log.warn('live bus: lost its Redis subscription; pushes from other instances are missed');
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    subscriber.subscribe(channel).then(
      () => {
        if (!lost || hooks.isClosed()) return;
        lost = false;
        log.info('live bus: subscribed to Redis again; told this instance’s sockets to resync');
        hooks.restored();
      },
      // Dropped again before it was answered: the next 'ready' tries again.
      (error: unknown) => log.warn({ err: error }, 'live bus: could not subscribe again'),
    );
  });
}
