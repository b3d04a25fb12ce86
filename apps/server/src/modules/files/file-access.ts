import type { Queryable } from '../../db/client.ts';
import type { StoredFileRow } from '../../db/schema/index.ts';
import type { Actor } from '../../policies/actor.ts';
import { canDownloadFile } from '../../policies/file-policy.ts';
import { consultationOfChatFile } from '../chat/chat-file-access.ts';
import { consultationOfDocument } from '../consultations/document-access.ts';

/**
 * Whether a signed-in person may download one stored file: the file policy decides, given the
 * consultation the file belongs to for the kinds that follow one.
 */
export async function maySeeFile(
  db: Queryable,
  viewer: Actor,
  file: StoredFileRow,
): Promise<boolean> {
  const consultation =
    file.kind === 'consultationDocument'
      ? await consultationOfDocument(db, file.name)
      : file.kind === 'chatAttachment'
        ? await consultationOfChatFile(db, file.name)
        : undefined;
  return canDownloadFile(viewer, file, consultation);
}
