import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, consultations, type StoredFileRow } from '../../db/schema/index.ts';
import type { Person } from '../../policies/person.ts';
import type { PolicyConsultation } from '../../policies/consultation-policy.ts';
import { canDownloadFile } from '../../policies/file-policy.ts';

// Who may download a stored file (GET /api/uploads/:name). The two lookups of the consultation a
// file belongs to read the tables directly, so the files module stays below chat and
// consultations (decision 202).

/** The columns of a consultation its policy reads, for lookups that only authorize. */
const POLICY_COLUMNS = {
  userId: consultations.userId,
  assignedTo: consultations.assignedTo,
  category: consultations.category,
  status: consultations.status,
  files: consultations.files,
};

/**
 * The request a supporting document belongs to, found by the file's name in its `files`
 * (containment on consultations_files_idx); undefined when the request is gone. The file policy
 * lets whoever may read the request download it.
 */
async function consultationOfDocument(
  db: Queryable,
  fileName: string,
): Promise<PolicyConsultation | undefined> {
  const [consultation] = await db
    .select(POLICY_COLUMNS)
    .from(consultations)
    .where(sql`${consultations.files} @> ${JSON.stringify([{ name: fileName }])}::jsonb`)
    .limit(1);
  return consultation;
}

/**
 * The consultation a chat file was sent in, found by the file's name
 * (chat_messages_attachment_name_idx); undefined when its message is gone. The file policy lets
 * whoever may read the chat download it.
 */
async function consultationOfChatFile(
  db: Queryable,
  fileName: string,
): Promise<PolicyConsultation | undefined> {
  const [consultation] = await db
    .select(POLICY_COLUMNS)
    .from(chatMessages)
    .innerJoin(consultations, eq(consultations.id, chatMessages.consultationId))
    .where(
      sql`${chatMessages.attachment}->>'name' = ${fileName} and ${chatMessages.attachment} is not null`,
    )
    .limit(1);
  return consultation;
}

/**
 * Whether a signed-in person may download one stored file: the file policy decides, given the
 * consultation the file belongs to for the kinds that follow one.
 */
export async function maySeeFile(
  db: Queryable,
  viewer: Person,
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
