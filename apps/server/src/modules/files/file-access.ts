import type { UploadKind } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { StoredFileRow } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/guards.ts';
import { mayReadChatFile } from '../chat/chat-file-access.ts';
import { mayReadConsultationDocument } from '../consultations/document-access.ts';

/** Whether a signed-in person may download one stored file; may look up the file's owner record. */
type AccessRule = (ctx: AppContext, viewer: SessionUser, file: StoredFileRow) => Promise<boolean>;

/**
 * Who may see which uploaded file (decisions.md, Access), one rule per kind; a kind without a rule
 * is served to nobody. Consultation documents and chat files are looked up in consultations.files
 * and chat_messages.attachment, and the consultation policy decides.
 */
const ACCESS_RULES: Partial<Record<UploadKind, AccessRule>> = {
  // Shown beside names across the product (offers, chats, admin lists) to anyone signed in.
  profilePhoto: async () => true,
  // Identity and licence papers: only the applicant and the admins who review them.
  credentialDocument: async (_ctx, viewer, file) =>
    viewer.role === 'admin' || viewer.id === file.ownerId,
  // A request's supporting documents: whoever the consultation policy lets read the request.
  consultationDocument: mayReadConsultationDocument,
  // A file sent in a consultation's chat: its two participants and admins.
  chatAttachment: mayReadChatFile,
};

export async function maySeeFile(
  ctx: AppContext,
  viewer: SessionUser,
  file: StoredFileRow,
): Promise<boolean> {
  const rule = ACCESS_RULES[file.kind];
  return rule ? rule(ctx, viewer, file) : false;
}
