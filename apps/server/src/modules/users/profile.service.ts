import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrentUser, profileUpdateRequestSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { storedFiles, users, type StoredFileRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { findByGrant } from '../files/files.service.ts';
import { removeStoredBytes, uploadPathOf } from '../files/stored-files.ts';
import { presentCurrentUser } from './user-presenter.ts';

type ProfileUpdate = z.output<typeof profileUpdateRequestSchema>;

const UPLOAD_URL_PATH = /^\/api\/objects\/uploads\/([^/]+)$/;
const OBJECT_PATH = /^\/api\/uploads\/([^/]+)$/;

/**
 * Saves the fields sent: the whole profile form, or only the language from the switch. The email
 * is not among the columns written: it cannot be changed.
 */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  input: ProfileUpdate,
): Promise<CurrentUser> {
  const { firstName, lastName, mobile, address, city, languages, preferredLanguage } = input;
  const changes = Object.fromEntries(
    Object.entries({ firstName, lastName, mobile, address, city, languages, preferredLanguage })
      // Left out, not cleared: an optional field that is sent empty arrives as null.
      .filter(([, value]) => value !== undefined),
  );
  const [user] =
    Object.keys(changes).length > 0
      ? await ctx.db.update(users).set(changes).where(eq(users.id, userId)).returning()
      : await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound('ACCOUNT_NOT_FOUND');
  return presentCurrentUser(user);
}

/**
 * Makes a photo this person uploaded their profile photo (which satisfies an admin's request for
 * one) and deletes the photo it replaces.
 */
export async function setProfilePhoto(
  ctx: AppContext,
  userId: string,
  photoURL: string,
): Promise<CurrentUser> {
  const photo = await findUploadedPhoto(ctx, userId, photoURL);
  const newPath = uploadPathOf(photo.name);
  const { user, replaced } = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('ACCOUNT_NOT_FOUND');
    const [after] = await tx
      .update(users)
      .set({ profileImageUrl: newPath, profilePhotoRequired: false })
      .where(eq(users.id, userId))
      .returning();
    const previous = before.profileImageUrl?.match(OBJECT_PATH)?.[1];
    const removed =
      previous && previous !== photo.name
        ? await tx
            .delete(storedFiles)
            .where(
              and(
                eq(storedFiles.name, previous),
                eq(storedFiles.ownerId, userId),
                eq(storedFiles.kind, 'profilePhoto'),
              ),
            )
            .returning({ name: storedFiles.name })
        : [];
    return { user: after!, replaced: removed.map((row) => row.name) };
  });
  await removeStoredBytes(ctx, replaced);
  return presentCurrentUser(user);
}

/**
 * The stored photo a photoURL names, which must be one this person uploaded: either the upload URL
 * it was PUT to or the object path that PUT answered (absolute or relative).
 */
async function findUploadedPhoto(
  ctx: AppContext,
  userId: string,
  photoURL: string,
): Promise<StoredFileRow> {
  const pathname = pathnameOf(photoURL);
  let photo: StoredFileRow | undefined;
  const token = pathname?.match(UPLOAD_URL_PATH)?.[1];
  const name = pathname?.match(OBJECT_PATH)?.[1];
  if (token) {
    const grant = ctx.uploadSigner.verify(token, userId);
    if (!grant) throw forbidden('PHOTO_NOT_YOURS');
    photo = await findByGrant(ctx.db, grant.grantId);
    if (!photo) throw badRequest('PHOTO_NOT_UPLOADED');
  } else if (name) {
    [photo] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.name, name));
  } else {
    throw badRequest('PHOTO_URL_INVALID');
  }
  if (!photo) throw notFound('PHOTO_NOT_FOUND');
  if (photo.kind !== 'profilePhoto' || photo.ownerId !== userId) {
    throw forbidden('PHOTO_NOT_YOURS');
  }
  return photo;
}

function pathnameOf(url: string): string | null {
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
}
