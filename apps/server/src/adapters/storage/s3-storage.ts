import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { unavailable } from '../../errors.ts';
import { exactSize } from './exact-size.ts';
import { assertStorageName, type FileStorage } from './file-storage.ts';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** MinIO, R2 or another S3-compatible server; unset, AWS S3 itself. */
  endpoint?: string;
  /** Unset, the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Connecting, and any silence on an open connection, longer than this fails the call. */
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Files as objects in one bucket of AWS S3 or an S3-compatible server, keyed by their names, so
 * every app instance reads what any other wrote. Bytes stream through in both directions.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const { bucket: Bucket, log } = options;
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Self-hosted servers (MinIO, s3rver) have no per-bucket DNS names; R2 accepts both forms.
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // Only the checksums S3 requires: the SDK's newer default (aws-chunked bodies with trailing
    // CRCs) is refused by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails a request in seconds, not minutes. The socket timeout counts
    // silence, not total time, so a large transfer that keeps moving is never cut.
    requestHandler: { connectionTimeout: options.timeoutMs, socketTimeout: options.timeoutMs },
    maxAttempts: 2,
    // The SDK's own warnings (an aborted stream, clock skew) join ours; its per-call error and
    // info lines would repeat what failure() already logs, or every 404.
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...content: unknown[]) => log.warn({ bucket: options.bucket }, content.join(' ')),
      error: () => undefined,
    },
  });

  /** A store that cannot be reached is a 503 to retry; anything else stays an error of ours. */
  const failure = (error: unknown, action: string): unknown => {
    if (!isOutage(error)) return error;
    log.warn({ err: error, bucket: Bucket }, `file storage unreachable (${action})`);
    return unavailable('STORAGE_UNAVAILABLE');
  };

  return {
    mode: 's3',
    async put(name, body, { contentType, size }) {
      assertStorageName(name);
      const checked = exactSize(body, size);
      // The SDK pipes a stream body into the request and would wait on a failed one until the
      // socket timeout; the source's own error stops the request at once and is the one thrown.
      const abort = new AbortController();
      let sourceError: unknown;
      if (!Buffer.isBuffer(checked)) {
        checked.once('error', (error) => {
          sourceError = error;
          abort.abort(error);
        });
      }
      const command = new PutObjectCommand({
        Bucket,
        Key: name,
        Body: checked,
        // With the length known the stream goes out as one plain PUT, nothing buffered.
        ContentLength: size,
        ContentType: contentType,
      });
      try {
        await client.send(command, { abortSignal: abort.signal });
      } catch (error) {
        if (!Buffer.isBuffer(checked)) checked.destroy();
        throw sourceError ?? failure(error, 'put');
      }
    },
    async get(name) {
      assertStorageName(name);
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        if (error instanceof S3ServiceException && error.name === 'NoSuchKey') return null;
        throw failure(error, 'get');
      }
      const { Body, ContentLength } = answer;
      if (!(Body instanceof Readable) || ContentLength === undefined) {
        if (Body instanceof Readable) Body.destroy();
        throw new Error('S3 answered GetObject without a readable body and its length');
      }
      return { body: Body, size: ContentLength };
    },
    async delete(name) {
      assertStorageName(name);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
      } catch (error) {
        throw failure(error, 'delete');
      }
    },
    async close() {
      client.destroy();
    },
  };
}

/** Errors that mean no usable answer came from the store: no connection, silence, or a 5xx. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

function isOutage(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode ?? 0;
    return status >= 500 || status === 429;
  }
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  return name === 'TimeoutError' || (code !== undefined && NETWORK_CODES.has(code));
}
