import type { FastifyBaseLogger } from 'fastify';
import { databaseOutageReason } from './unreachable.ts';

/**
 * Whether the database is reachable, as requests and the health check find out. An outage is
 * logged once when it starts and once when it ends, however many requests fail in between.
 */
export interface DatabaseOutageWatch {
  /** True from the first failure that shows the database unreachable until it answers again. */
  readonly down: boolean;
  /** Reports a failed request; answers whether the database being unreachable is why. */
  failed(error: unknown): boolean;
  /** Reports that the database answered. */
  answered(): void;
  /** Stops probing (on close). */
  stop(): void;
}

export interface OutageWatchOptions {
  ping(): Promise<void>;
  log: FastifyBaseLogger;
  /** How often the database is pinged while it is down, to notice its return (default 1 s). */
  probeEveryMs?: number;
}

export function watchDatabaseOutages(options: OutageWatchOptions): DatabaseOutageWatch {
  const { ping, log, probeEveryMs = 1_000 } = options;
  let downSince: number | null = null;
  let probe: NodeJS.Timeout | null = null;
  let stopped = false;

  // Recovery is noticed by the probe, not by the next request that happens to succeed: a quiet
  // instance logs the end of its outage too, and no request pays for the check.
  const scheduleProbe = () => {
    if (stopped || probe) return;
    probe = setTimeout(() => {
      ping()
        .then(watch.answered, () => undefined)
        .finally(() => {
          probe = null;
          if (downSince !== null) scheduleProbe();
        });
    }, probeEveryMs);
    probe.unref();
  };

  const watch: DatabaseOutageWatch = {
    get down() {
      return downSince !== null;
    },
    failed(error) {
      const reason = databaseOutageReason(error);
      if (reason === null) return false;
      if (downSince === null) {
        downSince = Date.now();
        log.error({ reason }, 'database unreachable');
        scheduleProbe();
      }
      return true;
    },
    answered() {
      if (downSince === null) return;
      const downForMs = Date.now() - downSince;
      downSince = null;
      // Warn, not info: whoever watches for the outage's line sees the one that ends it.
      log.warn({ downForMs }, 'database reachable again');
    },
    stop() {
      stopped = true;
      if (probe) clearTimeout(probe);
      probe = null;
    },
  };
  return watch;
}
