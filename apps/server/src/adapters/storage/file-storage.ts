import type { Readable } from 'node:stream';

/** What is known of a file's bytes before they are stored. */
export interface PutInfo {
  contentType: string;
  /** The exact byte count: a stream that delivers more or fewer bytes fails the put. */
  size: number;
}

/** A stored file opened for reading; the caller must consume or destroy the stream. */
export interface StoredObject {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files' bytes live, behind one small interface so the disk default and an
 * S3-compatible bucket are interchangeable. Names are opaque keys chosen by the server (random,
 * with the extension of the type read from the bytes); nothing here decides who may read them.
 * Bytes move as streams both ways, so no backend holds a whole file in memory.
 */
export interface FileStorage {
  readonly mode: 'disk' | 's3';
  /** Stores the bytes under the name, replacing nothing: names are random and used once. */
  put(name: string, body: Buffer | Readable, info: PutInfo): Promise<void>;
  /** The stored bytes as a stream with their size, or null when there is no such file. */
  get(name: string): Promise<StoredObject | null>;
  /** Removes the file; removing a file that is already gone is not an error. */
  delete(name: string): Promise<void>;
  /** Releases connections when the app shuts down. */
  close(): Promise<void>;
}

/** Storage keys are the server's own random names: letters, digits, '-' and '_', one extension. */
export const STORAGE_NAME_PATTERN = /^[A-Za-z0-9_-]{8,128}(\.[a-z0-9]{1,8})?$/;

/** Refuses a name that is not one of ours, so no caller can reach outside the storage root. */
export function assertStorageName(name: string): void {
  if (!STORAGE_NAME_PATTERN.test(name)) throw new Error(`Not a storage name: ${name}`);
}
