import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { deadS3Env, startS3Peer, type S3Peer } from '../../test/s3-peer.ts';
import { describeStorageContract } from '../../test/storage-contract.ts';
import type { FileStorage } from './file-storage.ts';
import { createStorage } from './index.ts';

const quiet = { warn: () => undefined };
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const pdfInfo = { contentType: 'application/pdf', size: PDF.length };

/** The storage an app would build from this environment. */
const storageOf = (env: Record<string, string>, log: { warn: () => void } = quiet) =>
  createStorage(loadConfig({ DATA_DIR: '/nonexistent', ...env }), log);

describe('S3 storage', () => {
  let peer: S3Peer;
  let storage: FileStorage;
  beforeAll(async () => {
    peer = await startS3Peer();
    storage = storageOf(peer.env);
  });
  afterAll(async () => {
    await storage.close();
    await peer.close();
  });

  describeStorageContract('S3', () => storage);

  it('answers 503 when nothing listens at the endpoint, and logs why', async () => {
    const warnings: unknown[] = [];
    const down = storageOf(await deadS3Env(), {
      warn: (...args: unknown[]) => warnings.push(args),
    });
    const outage = { statusCode: 503, code: 'STORAGE_UNAVAILABLE' };
    await expect(down.put('a1b2c3d4e5f6.pdf', PDF, pdfInfo)).rejects.toMatchObject(outage);
    await expect(down.get('a1b2c3d4e5f6.pdf')).rejects.toMatchObject(outage);
    await expect(down.delete('a1b2c3d4e5f6.pdf')).rejects.toMatchObject(outage);
    expect(warnings).toHaveLength(3);
    await down.close();
  });

  it('answers 503 when the store takes the connection and then says nothing', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const stalled = storageOf({
      ...peer.env,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_TIMEOUT_SECONDS: '0.2',
    });
    await expect(stalled.get('a1b2c3d4e5f6.pdf')).rejects.toMatchObject({ statusCode: 503 });
    await stalled.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('keeps a missing bucket an error of ours, not an outage to wait out', async () => {
    const misnamed = storageOf({ ...peer.env, S3_BUCKET: 'no-such-bucket' });
    const error = await misnamed.get('a1b2c3d4e5f6.pdf').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'NoSuchBucket' });
    expect(error).not.toHaveProperty('statusCode');
    await misnamed.close();
  });
});

describe('storage configuration', () => {
  it('keeps files on disk unless told otherwise; an empty STORAGE means the default', () => {
    expect(loadConfig({}).STORAGE).toBe('disk');
    expect(loadConfig({ STORAGE: '' }).STORAGE).toBe('disk');
    expect(storageOf({}).mode).toBe('disk');
  });

  it('refuses STORAGE=s3 without a bucket, or with half a key pair, in plain words', () => {
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow(
      'S3_BUCKET: STORAGE=s3 needs S3_BUCKET, the bucket that holds uploaded files',
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: '' })).toThrow(
      'STORAGE=s3 needs S3_BUCKET',
    );
    expect(() =>
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' }),
    ).toThrow('set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  });

  it('builds an S3 backend from the S3_* settings alone (AWS S3 and its default credentials)', async () => {
    const config = loadConfig({ STORAGE: 's3', S3_BUCKET: 'files' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_TIMEOUT_SECONDS: 10 });
    const storage = createStorage(config, quiet);
    expect(storage.mode).toBe('s3');
    await storage.close();
  });
});
