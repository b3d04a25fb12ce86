import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';

describe('disk storage', () => {
  let root: string;
  beforeEach(async () => {
    root = path.join(await mkdtemp(path.join(os.tmpdir(), 'salahkar-storage-')), 'uploads');
  });
  afterEach(async () => rm(path.dirname(root), { recursive: true, force: true }));

  it('puts, reads, streams and deletes files by name', async () => {
    const storage = createDiskStorage(root);
    await storage.put('a1b2c3d4e5f6.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    await storage.put('f6e5d4c3b2a1.txt', Readable.from(['streamed ', 'bytes']), 'text/plain');

    expect(await storage.exists('a1b2c3d4e5f6.pdf')).toBe(true);
    expect((await storage.get('a1b2c3d4e5f6.pdf'))?.toString()).toBe('%PDF-1.4');
    expect(await text((await storage.stream('f6e5d4c3b2a1.txt'))!)).toBe('streamed bytes');
    expect(await readdir(root)).toHaveLength(2);

    await storage.delete('a1b2c3d4e5f6.pdf');
    await storage.delete('a1b2c3d4e5f6.pdf');
    expect(await storage.exists('a1b2c3d4e5f6.pdf')).toBe(false);
    expect(await storage.get('a1b2c3d4e5f6.pdf')).toBeNull();
    expect(await storage.stream('a1b2c3d4e5f6.pdf')).toBeNull();
  });

  it('refuses names that are not its own random names', async () => {
    const storage = createDiskStorage(root);
    for (const name of ['../escape.pdf', 'a/b/c/d/e/f.pdf', '.hidden-file', 'x.pdf']) {
      await expect(storage.put(name, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Not a storage name',
      );
      await expect(storage.exists(name)).rejects.toThrow('Not a storage name');
    }
  });
});
