import type { UploadKind } from '@salahkar/domain';
import type { Person } from './person.ts';
import { canReadChat, canView, type PolicyConsultation } from './consultation-policy.ts';

/**
 * Who may download which stored file (GET /api/uploads/:name), declared once, one rule per kind;
 * a kind without a rule is served to nobody. Consultation documents and chat files follow their
 * consultation: the consultation policy decides from the case the file belongs to.
 */

/** The parts of a stored file the rules read. */
export interface PolicyFile {
  kind: UploadKind;
  ownerId: string | null;
}

type FileRule = (
  viewer: Person,
  file: PolicyFile,
  consultation: PolicyConsultation | undefined,
) => boolean;

/** The rule of each kind of file. */
export const FILE_RULES: Partial<Record<UploadKind, FileRule>> = {
  // Shown beside names across the product (offers, chats, admin lists) to anyone signed in.
  profilePhoto: () => true,
  // Identity and licence papers: only the applicant and the admins who review them.
  credentialDocument: (viewer, file) => viewer.role === 'admin' || viewer.id === file.ownerId,
  // A request's supporting documents: whoever the consultation policy lets read the request.
  consultationDocument: (viewer, _file, consultation) =>
    consultation !== undefined && canView(viewer, consultation),
  // A file sent in a consultation's chat: its two participants and admins.
  chatAttachment: (viewer, _file, consultation) =>
    consultation !== undefined && canReadChat(viewer, consultation),
};

/**
 * Whether the viewer may download the file; `consultation` is the case it belongs to (for the kinds
 * that follow one), undefined when that case is gone.
 */
export function canDownloadFile(
  viewer: Person | null,
  file: PolicyFile,
  consultation?: PolicyConsultation,
): boolean {
  if (!viewer || viewer.isSuspended) return false;
  const rule = FILE_RULES[file.kind];
  return rule ? rule(viewer, file, consultation) : false;
}
