import type { AppContext } from '../../context.ts';
import type { StoredFileRow } from '../../db/schema/index.ts';
import { canDownloadFile } from '../../policies/file-policy.ts';
import type { SessionUser } from '../../policies/route-access.ts';
import { consultationOfChatFile } from '../chat/chat-file-access.ts';
import { consultationOfDocument } from '../consultations/document-access.ts';

/**
 * Whether a signed-in person may download one stored file: the file policy decides, given the
 * consultation the file belongs to for the kinds that follow one.
 */
export async function maySeeFile(
  ctx: AppContext,
  viewer: SessionUser,
  file: StoredFileRow,
): Promise<boolean> {
  const consultation =
    file.kind === 'consultationDocument'
      ? await consultationOfDocument(ctx, file.name)
      : file.kind === 'chatAttachment'
        ? await consultationOfChatFile(ctx, file.name)
        : undefined;
  return canDownloadFile(viewer, file, consultation);
}
