import { randomBytes } from 'node:crypto';
import { liftedLimits } from '../test/lifted-limits.ts';
import { createServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startSlowSmtpPeer, startSmtpPeer, type SmtpPeer } from '../test/smtp-peer.ts';
import { startTcpProxy, targetOf, throughProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createScratchDatabase, startRedisPeer, type RedisPeer } from './peers.ts';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';

/** The servers under the drills and every peer they talk to, each behind what a drill can break. */
export interface ChaosEnvironment {
  /** Shorter rounds and mail timeouts, for CI: the same checks, smaller numbers. */
  quick: boolean;
  server: ServerProcess;
  /**
   * A second instance on the same database and Redis (PostgreSQL only), whose mail goes to
   * `slowSmtp`: the two-instance and slow-mail drills use it.
   */
  second: ServerProcess | null;
  database: 'PostgreSQL' | 'PGlite';
  /** The database itself, not through the proxy: the drills read what was stored. */
  databaseUrl: string | null;
  /** Between the server and PostgreSQL; null on PGlite (in-process, it cannot go away). */
  databaseProxy: TcpProxy | null;
  /** This run's own PostgreSQL cluster when initdb is installed: the kill -9 drill's target. */
  postgres: PostgresCluster | null;
  smtp: SmtpPeer;
  /** Between the server and the SMTP peer: frozen or cut by the mail drills. */
  smtpProxy: TcpProxy;
  /** The second instance's mail server: it answers, but slower than the send deadline. */
  slowSmtp: SmtpPeer | null;
  /** Null when redis-server is not installed. */
  redis: RedisPeer | null;
  /** The demo accounts' password on this run's fresh data. */
  demoPassword: string;
  close(): Promise<void>;
}

const LIFTED_LIMITS = liftedLimits();

/** The slow mail server: each reply late, the message's acceptance later than the deadline. */
export function slowMailTimings(quick: boolean) {
  // The real default deadline is 10 s per reply; --quick lowers it to 1 s, in proportion.
  return quick
    ? { timeoutSeconds: 1, replyDelayMs: 300, acceptDelayMs: 1_500 }
    : { timeoutSeconds: 10, replyDelayMs: 2_000, acceptDelayMs: 12_000 };
}

/**
 * Starts the peers, then the real server as a child process on fresh data with the demo accounts:
 * on PostgreSQL (this run's own throwaway cluster when initdb is installed, else a scratch
 * database next to DATABASE_URL or TEST_DATABASE_URL), else PGlite in a temporary data dir.
 * Production mode and the real default timeouts, but for --quick's mail deadline.
 */
export async function startChaosEnvironment(options: {
  quick: boolean;
}): Promise<ChaosEnvironment> {
  const { quick } = options;
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres = await startPostgresCluster();
    if (postgres) cleanups.push(() => postgres.destroy());
    const maintenanceUrl =
      postgres?.url || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    let databaseUrl = '';
    let directUrl: string | null = null;
    let databaseProxy: TcpProxy | null = null;
    if (maintenanceUrl) {
      const scratch = await createScratchDatabase(maintenanceUrl);
      cleanups.push(() => scratch.drop());
      directUrl = scratch.url;
      databaseProxy = await startTcpProxy(targetOf(scratch.url, 5432));
      cleanups.push(() => databaseProxy!.close());
      databaseUrl = throughProxy(scratch.url, databaseProxy);
    }
    const smtp = await startSmtpPeer();
    cleanups.push(() => smtp.close());
    const smtpProxy = await startTcpProxy(targetOf(smtp.url, 25));
    cleanups.push(() => smtpProxy.close());
    const redis = await startRedisPeer();
    if (redis) cleanups.push(() => redis.kill());

    const demoPassword = `chaos-${randomBytes(9).toString('base64url')}`;
    const common = {
      ...LIFTED_LIMITS,
      NODE_ENV: 'production',
      // Warnings and errors only: what the drills read (the outage lines) and nothing else.
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'true',
      // Mail waiting in the outbox is retried soon after the SMTP peer comes back.
      JOB_INTERVAL_SECONDS: '2',
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    const server = await createServerProcess(databaseUrl, {
      ...common,
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD: demoPassword,
      SMTP_URL: throughProxy(smtp.url, smtpProxy),
      ...(quick ? { SMTP_TIMEOUT_SECONDS: '2' } : {}),
    });
    cleanups.push(() => server.close());
    await server.start();

    let second: ServerProcess | null = null;
    let slowSmtp: SmtpPeer | null = null;
    if (databaseUrl) {
      const timings = slowMailTimings(quick);
      const slow = await startSlowSmtpPeer(timings);
      slowSmtp = slow;
      cleanups.push(() => slow.close());
      second = await createServerProcess(databaseUrl, {
        ...common,
        // Its mail leaves through its own prompt pass only, to the slow server.
        JOBS_ENABLED: 'false',
        SMTP_URL: slow.url,
        ...(quick ? { SMTP_TIMEOUT_SECONDS: String(timings.timeoutSeconds) } : {}),
      });
      const started = second;
      cleanups.push(() => started.close());
      await second.start();
    }
    return {
      quick,
      server,
      second,
      database: maintenanceUrl ? 'PostgreSQL' : 'PGlite',
      databaseUrl: directUrl,
      databaseProxy,
      postgres,
      smtp,
      smtpProxy,
      slowSmtp,
      redis,
      demoPassword,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
