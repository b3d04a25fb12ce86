import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

// s3rver checks request signatures against this one fixed key pair.
const ACCESS_KEY = 'S3RVER';

export interface S3Peer {
  endpoint: string;
  bucket: string;
  /** The environment that points an app at this bucket (STORAGE=s3 and the S3_* settings). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver) on a free loopback port, keeping its objects in a temporary
 * folder, with one empty bucket created through the S3 API, so tests meet the storage at the
 * protocol boundary instead of mocking the SDK.
 */
export async function startS3Peer(bucket = 'salahkar-test'): Promise<S3Peer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'salahkar-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const admin = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  await admin.send(new CreateBucketCommand({ Bucket: bucket }));
  admin.destroy();
  return {
    endpoint,
    bucket,
    env: s3Env(endpoint, bucket),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The environment of an app whose bucket lives where nothing listens: the store is down. */
export async function deadS3Env(): Promise<Record<string, string>> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return s3Env(`http://127.0.0.1:${port}`, 'salahkar-test');
}

function s3Env(endpoint: string, bucket: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: ACCESS_KEY,
  };
}
