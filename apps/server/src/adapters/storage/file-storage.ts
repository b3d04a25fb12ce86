import type { Readable } from 'node:stream';

/**
 * Where uploaded files' bytes live, behind one small interface so the disk default and an
 * S3-compatible bucket are interchangeable. Names are opaque keys chosen by the server (random,
 * with the extension of the type read from the bytes); nothing here decides who may read them.
 */
export interface FileStorage {
  readonly mode: 'disk' | 's3';
  /** Stores the bytes under the name, replacing nothing: names are random and used once. */
  put(name: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such file. */
  stream(name: string): Promise<Readable | null>;
  /** The whole file in memory, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; removing a file that is already gone is not an error. */
  delete(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
}

/** Storage keys are the server's own random names: letters, digits, '-' and '_', one extension. */
export const STORAGE_NAME_PATTERN = /^[A-Za-z0-9_-]{8,128}(\.[a-z0-9]{1,8})?$/;

/** Refuses a name that is not one of ours, so no caller can reach outside the storage root. */
export function assertStorageName(name: string): void {
  if (!STORAGE_NAME_PATTERN.test(name)) throw new Error(`Not a storage name: ${name}`);
}
