import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveEnvelope } from './live-bus.ts';
import { toWire } from './live-envelope.ts';

/** How soon a failed attempt to tell the other instances to resync is tried again. */
const RESYNC_RETRY_MS = 1_000;

export interface RedisOutbound {
  /** Publishes for the other instances without waiting; a failure is handled here, never thrown. */
  send(envelope: LiveEnvelope): void;
  stop(): void;
}

/**
 * This instance's publishing to the other instances, and what it owes them after an outage.
 *
 * Pub/sub keeps nothing: a publish that failed (Redis down, or frozen past the command timeout) is
 * lost to every other instance. From the first failure on, this instance stops publishing pushes
 * (they would be lost too, or pile up in memory behind a frozen Redis) and keeps trying to publish
 * one `resync` instead; once that gets through, the other instances tell their sockets to refetch,
 * which repairs everything missed, and publishing resumes. A push skipped while that `resync` was
 * already under way may have committed after the others refetched: then another one is owed.
 */
export function createRedisOutbound(
  publisher: Redis,
  channel: string,
  origin: string,
  log: FastifyBaseLogger,
): RedisOutbound {
  let down = false;
  let probing = false;
  let skippedDuringProbe = false;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const publish = (envelope: LiveEnvelope) => publisher.publish(channel, toWire(envelope, origin));

  function markDown(error: unknown): void {
    if (down || stopped) return;
    down = true;
    log.warn(
      { err: error },
      'live bus: a publish to Redis failed; other instances miss pushes until it is back, then resync',
    );
    probe();
  }

  function probe(): void {
    if (!down || probing || stopped) return;
    clearTimeout(retry);
    probing = true;
    // A PING first, and the resync only once Redis answers: a frozen Redis keeps every command
    // sent to it and runs them all when it wakes, so a resync sent at each try reached the other
    // instances once per try (8 or 9 per socket after a freeze, issue 31). PINGs left behind a
    // frozen Redis cost nothing when it wakes.
    publisher
      .ping()
      .then(() => {
        skippedDuringProbe = false;
        return publish({ kind: 'resync' });
      })
      .then(
        () => {
          probing = false;
          if (stopped) return;
          if (skippedDuringProbe) return probe();
          down = false;
          log.info('live bus: Redis is back; told the other instances to resync');
        },
        () => {
          probing = false;
          if (stopped) return;
          retry = setTimeout(probe, RESYNC_RETRY_MS);
          retry.unref();
        },
      );
  }

  // A reconnect is the moment a resync can get through: sooner than the next retry.
  publisher.on('ready', probe);

  return {
    send(envelope) {
      if (stopped) return;
      if (down) {
        skippedDuringProbe = true;
        return;
      }
      publish(envelope).catch(markDown);
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
    },
  };
}
