import { eq } from 'drizzle-orm';
import type { UploadUrlResponse } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { storedFiles, type StoredFileRow } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { STORAGE_NAME_PATTERN, type StoredObject } from '../../adapters/storage/file-storage.ts';
import type { SessionUser } from '../../policies/route-access.ts';
import { maySeeFile } from './file-access.ts';
import { typeUpload } from './file-typing.ts';
import { recordStoredFiles, uploadPathOf, withWrittenUploads } from './stored-files.ts';
import type { UploadGrant } from './upload-signing.ts';

/** The same-origin path a photo is PUT to; the token in it is the whole permission. */
export const uploadUrlOf = (token: string) => `/api/objects/uploads/${token}`;

/** A signed, single-use URL, valid for a few minutes, to PUT one profile photo to. */
export function issuePhotoUploadUrl(ctx: AppContext, user: SessionUser): UploadUrlResponse {
  const { token, grant } = ctx.uploadSigner.issue(user.id);
  return { uploadURL: uploadUrlOf(token), expiresAt: grant.expiresAt.toISOString() };
}

/**
 * The grant of an upload URL this person may still use: their own, unexpired and unused. Checked
 * before the body is read and again with it.
 */
export async function checkPhotoUploadUrl(
  ctx: AppContext,
  user: SessionUser,
  token: string,
): Promise<UploadGrant> {
  const grant = ctx.uploadSigner.verify(token, user.id);
  if (!grant) {
    throw forbidden('UPLOAD_LINK_NOT_YOURS');
  }
  if (grant.expiresAt.getTime() <= Date.now()) {
    throw forbidden('UPLOAD_LINK_EXPIRED');
  }
  if (await findByGrant(ctx.db, grant.grantId)) throw alreadyUsed();
  return grant;
}

/**
 * Accepts the bytes PUT to an upload URL: an image of at most 5 MB by its own signature, stored
 * under a random name. Answers the stored object's path.
 */
export async function receivePhotoUpload(
  ctx: AppContext,
  user: SessionUser,
  token: string,
  bytes: Buffer,
): Promise<{ objectPath: string }> {
  const grant = await checkPhotoUploadUrl(ctx, user, token);
  const photo = await typeUpload('profilePhoto', { bytes, originalName: 'profile-photo' });
  try {
    const [stored] = await withWrittenUploads(ctx, [photo], (written) =>
      recordStoredFiles(ctx.db, user.id, written, grant.grantId),
    );
    return { objectPath: uploadPathOf(stored!.name) };
  } catch (error) {
    // Two PUTs raced with one URL: the unique grant id let exactly one of them in.
    if (isUniqueViolation(error)) throw alreadyUsed();
    throw error;
  }
}

/** The stored file of an upload URL that has been used, or undefined. */
export async function findByGrant(
  db: Queryable,
  grantId: string,
): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.uploadGrantId, grantId));
  return row;
}

/**
 * A stored file and its bytes, for someone allowed to see it. Unknown and forbidden files are the
 * same 404, so nobody learns which random names exist (decision 010).
 */
export async function openFileForViewer(
  ctx: AppContext,
  viewer: SessionUser,
  name: string,
): Promise<{ file: StoredFileRow; object: StoredObject }> {
  const missing = () => notFound('FILE_NOT_FOUND');
  if (!STORAGE_NAME_PATTERN.test(name)) throw missing();
  const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.name, name));
  if (!file || !(await maySeeFile(ctx.db, viewer, file))) throw missing();
  const object = await ctx.storage.get(name);
  if (!object) throw missing();
  return { file, object };
}

function alreadyUsed() {
  return conflict('UPLOAD_LINK_USED');
}
