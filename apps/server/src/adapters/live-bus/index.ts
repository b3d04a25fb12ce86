import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createInProcessBus } from './in-process-bus.ts';
import type { LiveBus } from './live-bus.ts';

export type { LiveBus } from './live-bus.ts';

/** Redis pub/sub when REDIS_URL is set (several instances), else the in-process bus (one). */
export async function createLiveBus(config: Config, log: FastifyBaseLogger): Promise<LiveBus> {
  if (!config.REDIS_URL) return createInProcessBus();
  // The Redis client is imported only when there is a Redis to talk to.
  const { createRedisBus } = await import('./redis-bus.ts');
  return createRedisBus({ url: config.REDIS_URL, channel: config.LIVE_REDIS_CHANNEL, log });
}
