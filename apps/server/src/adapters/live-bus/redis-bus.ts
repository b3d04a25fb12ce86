import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { LiveBus, LiveEnvelope } from './live-bus.ts';
import { parseLiveEnvelope } from './live-envelope.ts';

/** How long start-up waits for Redis before it gives up with a clear message. */
const CONNECT_TIMEOUT_MS = 5_000;
/** A publish that takes longer is given up (and logged), so the request that made it goes on. */
const PUBLISH_TIMEOUT_MS = 2_000;

export interface RedisBusOptions {
  url: string;
  /** The pub/sub channel; instances of one deployment share it, others must not. */
  channel: string;
  log: FastifyBaseLogger;
}

/**
 * Fan-out through Redis pub/sub: one connection publishes, one subscribes (a subscribed connection
 * can do nothing else). Every instance, the publisher included, receives each envelope and
 * delivers it to the sockets it holds. Pub/sub keeps no history: an envelope published while an
 * instance is cut off from Redis is lost to it, and its clients catch up by refreshing on reconnect.
 */
export async function createRedisBus(options: RedisBusOptions): Promise<LiveBus> {
  const { url, channel, log } = options;
  const connectionOptions = {
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Reconnects for as long as it takes, at most two seconds apart.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
  };
  // Without an offline queue a publish fails at once while Redis is unreachable, instead of
  // holding up the request that made it (the publisher logs the failure).
  // A Redis that stops answering without dropping the connection must not either.
  const publisher = new Redis(url, {
    ...connectionOptions,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: PUBLISH_TIMEOUT_MS,
  });
  const subscriber = new Redis(url, connectionOptions);
  const handlers = new Set<(envelope: LiveEnvelope) => void>();

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
    for (const handler of handlers) handler(parsed.envelope);
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
  return {
    async publish(envelope) {
      if (closed) return;
      await publisher.publish(channel, JSON.stringify(envelope));
    },
    async subscribe(handler) {
      handlers.add(handler);
    },
    async close() {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
