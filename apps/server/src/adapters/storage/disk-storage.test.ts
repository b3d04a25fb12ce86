import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { describeStorageContract } from '../../test/storage-contract.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';

describe('disk storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeEach(async () => {
    root = path.join(await mkdtemp(path.join(os.tmpdir(), 'salahkar-storage-')), 'uploads');
    storage = createDiskStorage(root);
  });
  afterEach(async () => rm(path.dirname(root), { recursive: true, force: true }));

  describeStorageContract('disk', () => storage);

  it('keeps one file per name in its folder, and no partial file after a failed write', async () => {
    await storage.put('a1b2c3d4e5f6.pdf', Buffer.from('%PDF'), {
      contentType: 'application/pdf',
      size: 4,
    });
    const info = { contentType: 'text/plain', size: 10 };
    // Many at once: a body that fails before its file has opened left the file behind (CI, once).
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        await expect(
          storage.put('short0123456.txt', Readable.from(['12345']), info),
        ).rejects.toThrow('size mismatch');
        await expect(
          storage.put('long01234567.txt', Readable.from(['12345', '67890', 'x']), info),
        ).rejects.toThrow('size mismatch');
      }),
    );
    expect(await readdir(root)).toEqual(['a1b2c3d4e5f6.pdf']);
  });
});
