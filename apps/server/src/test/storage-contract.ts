import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../adapters/storage/file-storage.ts';

const MB = 1024 * 1024;
const BIG_MB = 48;
const BIG_MB_LIMIT = 16;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/**
 * What every storage backend must do, run against each (disk, S3): the rest of the server relies
 * on exactly this and nothing more. `storage()` answers the backend under test.
 */
export function describeStorageContract(label: string, storage: () => FileStorage): void {
  describe(`${label} storage contract`, () => {
    it('puts bytes and streams, reads them back with their size, and deletes them', async () => {
      const files = storage();
      await files.put('a1b2c3d4e5f6.pdf', PDF, {
        contentType: 'application/pdf',
        size: PDF.length,
      });
      await files.put('f6e5d4c3b2a1.txt', Readable.from(['streamed ', 'bytes']), {
        contentType: 'text/plain',
        size: 14,
      });

      const pdf = (await files.get('a1b2c3d4e5f6.pdf'))!;
      expect(pdf.size).toBe(PDF.length);
      expect(await text(pdf.body)).toBe(PDF.toString());
      const streamed = (await files.get('f6e5d4c3b2a1.txt'))!;
      expect(streamed.size).toBe(14);
      expect(await text(streamed.body)).toBe('streamed bytes');

      await files.delete('a1b2c3d4e5f6.pdf');
      // Deleting what is already gone is not an error: cleanups may run twice.
      await files.delete('a1b2c3d4e5f6.pdf');
      expect(await files.get('a1b2c3d4e5f6.pdf')).toBeNull();
      const kept = await files.get('f6e5d4c3b2a1.txt');
      expect(kept?.size).toBe(14);
      kept?.body.destroy();
    });

    it('answers null for a name that was never stored', async () => {
      expect(await storage().get('0123456789abcdef.png')).toBeNull();
    });

    it(`streams ${BIG_MB} MB in and out without holding the file in memory`, async () => {
      const files = storage();
      const gc = exposeGc();
      gc();
      const baseline = process.memoryUsage().arrayBuffers;
      let peak = 0;
      const measure = () => {
        // A second collection waits for the first one's sweeping, which frees buffers off-thread.
        gc();
        gc();
        peak = Math.max(peak, process.memoryUsage().arrayBuffers - baseline);
      };

      const sent = createHash('sha256');
      async function* body() {
        for (let i = 0; i < BIG_MB; i += 1) {
          if (i % 8 === 7) measure();
          const chunk = Buffer.alloc(MB, i);
          sent.update(chunk);
          yield chunk;
        }
      }
      await files.put('bigfile0123456789.pdf', Readable.from(body()), {
        contentType: 'application/pdf',
        size: BIG_MB * MB,
      });

      const object = (await files.get('bigfile0123456789.pdf'))!;
      expect(object.size).toBe(BIG_MB * MB);
      const received = createHash('sha256');
      let read = 0;
      for await (const chunk of object.body as AsyncIterable<Buffer>) {
        received.update(chunk);
        read += chunk.length;
        if (Math.floor(read / (8 * MB)) !== Math.floor((read - chunk.length) / (8 * MB))) {
          measure();
        }
      }
      expect(read).toBe(BIG_MB * MB);
      expect(received.digest('hex')).toBe(sent.digest('hex'));
      // Streaming holds a few MB in flight; buffering the file anywhere on the way would hold
      // all that was sent so far at some checkpoint, up to the whole 48 MB.
      expect(peak).toBeLessThan(BIG_MB_LIMIT * MB);
      await files.delete('bigfile0123456789.pdf');
    });

    it('fails a put whose stream is shorter or longer than its declared size, at once', async () => {
      const files = storage();
      const info = { contentType: 'text/plain', size: 10 };
      // The body's own error, not a timeout waiting for bytes that never come. Whether a store
      // keeps nothing is the backend's own test: s3rver writes in place, AWS S3 refuses an
      // incomplete body.
      await expect(files.put('short0123456.txt', Readable.from(['12345']), info)).rejects.toThrow(
        'size mismatch',
      );
      await expect(
        files.put('long01234567.txt', Readable.from(['12345', '67890', 'x']), info),
      ).rejects.toThrow('size mismatch');
      await expect(files.put('buffer012345.txt', Buffer.from('123'), info)).rejects.toThrow(
        'size mismatch',
      );
      expect(await files.get('buffer012345.txt')).toBeNull();
    });

    it('refuses names that are not its own random names', async () => {
      const files = storage();
      for (const name of ['../escape.pdf', 'a/b/c/d/e/f.pdf', '.hidden-file', 'x.pdf']) {
        await expect(
          files.put(name, Buffer.from('x'), { contentType: 'text/plain', size: 1 }),
        ).rejects.toThrow('Not a storage name');
        await expect(files.get(name)).rejects.toThrow('Not a storage name');
        await expect(files.delete(name)).rejects.toThrow('Not a storage name');
      }
    });
  });
}

/**
 * V8's garbage collector, so a memory check counts only what is still held, not garbage that
 * has not been collected yet. Enabling the flag at run time makes `gc` a global of new contexts.
 */
function exposeGc(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}
