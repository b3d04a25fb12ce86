import path from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';

export type { FileStorage } from './file-storage.ts';

/** Where uploaded files are kept: STORAGE_DIR when set, else `DATA_DIR/uploads`. */
export const storageDirOf = (config: Config) =>
  config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'uploads');

/**
 * The disk is the only backend for now; an S3-compatible bucket slots in here behind the same
 * interface when its configuration is added.
 */
export function createStorage(config: Config): FileStorage {
  return createDiskStorage(storageDirOf(config));
}
