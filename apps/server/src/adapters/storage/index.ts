import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';

export type { FileStorage } from './file-storage.ts';

/** Where uploaded files are kept on disk: STORAGE_DIR when set, else `DATA_DIR/uploads`. */
export const storageDirOf = (config: Config) =>
  config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'uploads');

/** The configured backend: the local disk by default, an S3-compatible bucket with STORAGE=s3. */
export function createStorage(config: Config, log: Pick<FastifyBaseLogger, 'warn'>): FileStorage {
  if (config.STORAGE === 'disk') return createDiskStorage(storageDirOf(config));
  // config.ts refuses STORAGE=s3 without a bucket; this only narrows the type.
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  const options = {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    timeoutMs: config.S3_TIMEOUT_SECONDS * 1000,
    log,
  };
  // The AWS SDK is a large load: only STORAGE=s3 imports it (begun now, awaited on first use).
  const s3 = import('./s3-storage.ts').then(({ createS3Storage }) => createS3Storage(options));
  s3.catch(() => undefined);
  return {
    mode: 's3',
    put: async (name, body, info) => (await s3).put(name, body, info),
    get: async (name) => (await s3).get(name),
    delete: async (name) => (await s3).delete(name),
    close: () =>
      s3.then(
        (storage) => storage.close(),
        () => undefined,
      ),
  };
}
