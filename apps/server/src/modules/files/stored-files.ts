import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { storedFiles, type StoredFile } from '../../db/schema/index.ts';
import type { TypedUpload } from './file-typing.ts';

/** The path a stored file is downloaded from, behind the access check. */
export const uploadPathOf = (name: string) => `/api/uploads/${name}`;

/** 128 random bits as hex, with the extension of the type read from the bytes. */
export const randomStorageName = (extension: string) =>
  `${randomBytes(16).toString('hex')}${extension}`;

/**
 * Writes a checked upload under a new random name and records it in stored_files through the
 * given handle (pass the caller's `tx`). Bytes are written first: if the caller's transaction
 * then rolls back, the file has no row and is never served.
 */
export async function storeUpload(
  ctx: AppContext,
  db: Queryable,
  ownerId: string,
  upload: TypedUpload,
  uploadGrantId?: string,
): Promise<StoredFile> {
  const file: StoredFile = {
    name: randomStorageName(upload.extension),
    originalName: upload.originalName,
    size: upload.bytes.length,
    mimeType: upload.mimeType,
  };
  await ctx.storage.put(file.name, upload.bytes, file.mimeType);
  try {
    await db.insert(storedFiles).values({ ...file, kind: upload.kind, ownerId, uploadGrantId });
  } catch (error) {
    await ctx.storage.delete(file.name);
    throw error;
  }
  return file;
}

/**
 * Stores a professional's credential documents (already read and typed, e.g. by
 * readPayloadWithFiles with kind 'credentialDocument') inside the caller's transaction, and
 * returns the records for users.credentialDocuments.
 */
export async function storeCredentialDocuments(
  ctx: AppContext,
  tx: Queryable,
  ownerId: string,
  uploads: readonly TypedUpload[],
): Promise<StoredFile[]> {
  const stored: StoredFile[] = [];
  for (const upload of uploads) {
    if (upload.kind !== 'credentialDocument') {
      throw new Error(`expected a credential document, got a ${upload.kind}`);
    }
    stored.push(await storeUpload(ctx, tx, ownerId, upload));
  }
  return stored;
}

/** Removes files' bytes after the transaction that dropped their rows has committed. */
export async function removeStoredBytes(ctx: AppContext, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => ctx.storage.delete(name)));
}
