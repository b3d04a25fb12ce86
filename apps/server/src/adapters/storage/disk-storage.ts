import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { exactSize } from './exact-size.ts';
import { assertStorageName, type FileStorage } from './file-storage.ts';

/**
 * Files in one folder on the local disk (default `DATA_DIR/uploads`). Each file is written to a
 * temporary name first and renamed into place, so a reader never sees half a file.
 */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (name: string) => {
    assertStorageName(name);
    return path.join(root, name);
  };
  let ready: Promise<unknown> | undefined;
  const ensureRoot = () => (ready ??= mkdir(root, { recursive: true }));

  return {
    mode: 'disk',
    async put(name, body, { size }) {
      const target = pathOf(name);
      const checked = exactSize(body, size);
      await ensureRoot();
      const partial = path.join(root, `.${name}.${randomBytes(6).toString('hex')}.partial`);
      const file = createWriteStream(partial, { flags: 'wx' });
      try {
        await pipeline(Buffer.isBuffer(checked) ? [checked] : checked, file);
        await rename(partial, target);
      } catch (error) {
        // A body that fails at once can fail before the file is even open: the stream opens it
        // after all and then closes it, so the partial file is removed only once it has closed.
        if (!file.closed) await new Promise<void>((closed) => file.once('close', () => closed()));
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(name) {
      const file = pathOf(name);
      // Size and stream come from one open handle, so a file removed in between cannot make
      // them disagree.
      let handle;
      try {
        handle = await open(file, 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return { body: handle.createReadStream(), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
    async close() {},
  };
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
