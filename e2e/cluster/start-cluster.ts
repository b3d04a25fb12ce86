import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../apps/server/src/chaos/peers.ts';
import { liftedLimits } from '../../apps/server/src/test/lifted-limits.ts';
import { startS3Peer } from '../../apps/server/src/test/s3-peer.ts';
import { DEMO_PASSWORD } from '../support/people.ts';
import { CLUSTER_ENV, CLUSTER_PORTS, CLUSTER_URL } from './cluster.ts';
import { startInstance } from './instances.ts';
import { startClusterMailbox } from './mailbox.ts';
import { startNginx } from './nginx.ts';

// The cluster journey's world (decision 221): a scratch database on the machine's PostgreSQL, the
// machine's Redis (a live channel of this run's own), an S3-compatible store (s3rver), an SMTP
// peer, two production instances of the built server and nginx in front. Playwright's global
// setup: it answers the teardown, which stops and removes all of it, in reverse.

const POSTGRES_URL =
  process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A VAPID key pair as `npx web-push generate-vapid-keys` prints it (P-256, base64url). */
function vapidKeys(): { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  // The private key is 32 bytes; OpenSSL drops its leading zero bytes.
  const privateKey = curve.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: curve.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - privateKey.length), privateKey]).toString(
      'base64url',
    ),
  };
}

export default async function startCluster(): Promise<() => Promise<void>> {
  const cleanups: (() => Promise<unknown>)[] = [];
  // Everything is stopped and removed even when a step fails; then the failures are told (an
  // instance that did not drain cleanly on SIGTERM fails the run).
  const close = async () => {
    const failures: unknown[] = [];
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((failure: unknown) => failures.push(failure));
    }
    if (failures.length > 0) throw new AggregateError(failures, 'the cluster did not stop cleanly');
  };
  try {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'salahkar-cluster-'));
    // Kept when asked (CLUSTER_KEEP=1), to read the instances' and nginx's logs after a failure.
    if (!process.env.CLUSTER_KEEP) cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const database = await createScratchDatabase(POSTGRES_URL, 'cluster');
    cleanups.push(() => database.drop());
    const s3 = await startS3Peer('salahkar-cluster');
    cleanups.push(() => s3.close());
    const mailbox = await startClusterMailbox();
    cleanups.push(() => mailbox.close());

    // What every instance must share to be interchangeable: the data behind it, and every secret
    // that signs something one instance hands out and another checks.
    const secret = () => randomBytes(32).toString('hex');
    const env: Record<string, string> = {
      ...liftedLimits(),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      REDIS_URL,
      LIVE_REDIS_CHANNEL: `salahkar:cluster:${process.pid}`,
      ...s3.env,
      SMTP_URL: mailbox.smtpUrl,
      PUBLIC_URL: CLUSTER_URL,
      TRUST_PROXY: 'true',
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD,
      UPLOAD_SIGNING_SECRET: secret(),
      SIMULATED_GATEWAY_SECRET: secret(),
      UNSUBSCRIBE_SECRET: secret(),
      ...vapidKeys(),
      // As the browser tests' servers: calls over loopback, a ring short enough for a busy machine.
      STUN_URLS: 'none',
      VIDEO_CALL_RING_SECONDS: '20',
    };
    // One after the other: the first migrates and seeds the empty database, the second finds it done.
    for (const name of ['first', 'second'] as const) {
      const instance = await startInstance(name, CLUSTER_PORTS[name], dir, env);
      cleanups.push(() => instance.stop());
      process.env[name === 'first' ? CLUSTER_ENV.firstPid : CLUSTER_ENV.secondPid] = String(
        instance.pid,
      );
    }
    const nginx = await startNginx(dir, {
      port: CLUSTER_PORTS.nginx,
      first: CLUSTER_PORTS.first,
      second: CLUSTER_PORTS.second,
    });
    cleanups.push(() => nginx.stop());

    // Inherited by the workers: support/people.ts reads codes from E2E_MAILBOX_URL.
    process.env.E2E_MAILBOX_URL = mailbox.url;
    process.env[CLUSTER_ENV.accessLog] = nginx.accessLog;
    process.env[CLUSTER_ENV.databaseUrl] = database.url;
    return close;
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
