import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
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
    async put(name, body) {
      const target = pathOf(name);
      await ensureRoot();
      const partial = path.join(root, `.${name}.${randomBytes(6).toString('hex')}.partial`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body, { flag: 'wx' });
        else await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async stream(name) {
      const file = pathOf(name);
      if (!(await isFile(file))) return null;
      return createReadStream(file);
    },
    async get(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(pathOf(name), { force: true });
    },
    async exists(name) {
      return isFile(pathOf(name));
    },
  };
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}
