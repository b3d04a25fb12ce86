import { randomBytes } from 'node:crypto';
import type { Attachment, UploadKind } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { storedFiles, type StoredFile } from '../../db/schema/index.ts';
import type { TypedUpload } from './file-typing.ts';

/** The path a stored file is downloaded from, behind the access check. */
export const uploadPathOf = (name: string) => `/api/uploads/${name}`;

/**
 * A stored document as people open it, with the guarded path it downloads from: a case's
 * attachments for its client and professional, a professional's credentials for an admin.
 */
export function presentAttachment(file: StoredFile): Attachment {
  return { ...file, url: uploadPathOf(file.name) };
}

/** 128 random bits as hex, with the extension of the type read from the bytes. */
export const randomStorageName = (extension: string) =>
  `${randomBytes(16).toString('hex')}${extension}`;

/** A checked upload whose bytes are in storage under a new random name, with no row yet. */
export interface WrittenUpload extends StoredFile {
  kind: UploadKind;
}

/**
 * Writes checked uploads' bytes under new random names, then runs `record` (the caller's
 * transaction, which records them with recordStoredFiles). If anything fails the bytes are
 * removed again; a file without a row is never served either way. Storage is always called
 * outside the transaction: a slow or unreachable store must not hold the transaction's locks
 * (or, on PGlite, the only connection) for as long as its timeout.
 */
export async function withWrittenUploads<T>(
  ctx: AppContext,
  uploads: readonly TypedUpload[],
  record: (written: WrittenUpload[]) => Promise<T>,
): Promise<T> {
  const written: WrittenUpload[] = [];
  try {
    for (const upload of uploads) {
      const file: WrittenUpload = {
        name: randomStorageName(upload.extension),
        originalName: upload.originalName,
        size: upload.bytes.length,
        mimeType: upload.mimeType,
        kind: upload.kind,
      };
      await ctx.storage.put(file.name, upload.bytes, {
        contentType: file.mimeType,
        size: file.size,
      });
      written.push(file);
    }
    return await record(written);
  } catch (error) {
    await removeStoredBytes(
      ctx,
      written.map((file) => file.name),
    );
    throw error;
  }
}

/**
 * Records written uploads in stored_files through the given handle (the caller's `tx`), and
 * returns them as the owning record keeps them.
 */
export async function recordStoredFiles(
  db: Queryable,
  ownerId: string,
  written: readonly WrittenUpload[],
  uploadGrantId?: string,
): Promise<StoredFile[]> {
  if (written.length === 0) return [];
  await db.insert(storedFiles).values(written.map((file) => ({ ...file, ownerId, uploadGrantId })));
  return written.map(({ name, originalName, size, mimeType }) => ({
    name,
    originalName,
    size,
    mimeType,
  }));
}

/**
 * Removes files' bytes that no row points to any more: after the transaction that dropped their
 * rows has committed, or after a failed one. A failure is only logged: the work it follows is
 * done (or already failing), and bytes without a row are never served.
 */
export async function removeStoredBytes(ctx: AppContext, names: readonly string[]): Promise<void> {
  const results = await Promise.allSettled(names.map((name) => ctx.storage.delete(name)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') {
      ctx.log.warn({ err: result.reason, file: names[index] }, 'could not remove stored bytes');
    }
  });
}
