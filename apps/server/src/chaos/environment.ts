import { randomBytes } from 'node:crypto';
import { liftedLimits } from '../test/lifted-limits.ts';
import { createServerProcess, type ServerProcess } from '../test/server-process.ts';
import { startSmtpPeer, type SmtpPeer } from '../test/smtp-peer.ts';
import { startTcpProxy, targetOf, throughProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { createScratchDatabase, startRedisPeer, type RedisPeer } from './peers.ts';

/** The server under the drills and every peer it talks to, each behind what a drill can break. */
export interface ChaosEnvironment {
  server: ServerProcess;
  database: 'PostgreSQL' | 'PGlite';
  /** Between the server and PostgreSQL; null on PGlite (in-process, it cannot go away). */
  databaseProxy: TcpProxy | null;
  smtp: SmtpPeer;
  /** Between the server and the SMTP peer: frozen or cut by the mail drills. */
  smtpProxy: TcpProxy;
  /** Null when redis-server is not installed. */
  redis: RedisPeer | null;
  /** The demo accounts' password on this run's fresh data. */
  demoPassword: string;
  close(): Promise<void>;
}

const LIFTED_LIMITS = liftedLimits();

/**
 * Starts the peers, then the real server as a child process on fresh data with the demo accounts:
 * PostgreSQL (a scratch database next to DATABASE_URL or TEST_DATABASE_URL) when one is given,
 * else PGlite in a temporary data dir.
 */
export async function startChaosEnvironment(): Promise<ChaosEnvironment> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const maintenanceUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
    let databaseUrl = '';
    let databaseProxy: TcpProxy | null = null;
    if (maintenanceUrl) {
      const scratch = await createScratchDatabase(maintenanceUrl);
      cleanups.push(() => scratch.drop());
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
    const server = await createServerProcess(databaseUrl, {
      ...LIFTED_LIMITS,
      // Warnings and errors only: what the drills read (the outage lines) and nothing else.
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD: demoPassword,
      JOBS_ENABLED: 'true',
      // Mail waiting in the outbox is retried soon after the SMTP peer comes back.
      JOB_INTERVAL_SECONDS: '2',
      SMTP_URL: throughProxy(smtp.url, smtpProxy),
      SMTP_TIMEOUT_SECONDS: '2',
      ...(redis ? { REDIS_URL: redis.url } : {}),
    });
    cleanups.push(() => server.close());
    await server.start();
    return {
      server,
      database: maintenanceUrl ? 'PostgreSQL' : 'PGlite',
      databaseProxy,
      smtp,
      smtpProxy,
      redis,
      demoPassword,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
