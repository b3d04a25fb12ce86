import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { chatMessages, consultations, type StoredFileRow } from '../../db/schema/index.ts';
import { canReadChat, type PolicyViewer } from '../../policies/consultation-policy.ts';

/**
 * The access rule of a chat file (GET /api/uploads/:name): whoever may read the chat may download
 * it — the consultation's owner, its assigned professional and admins. The message is found by the
 * file's name (chat_messages_attachment_name_idx); a file whose message is gone is served to nobody.
 */
export async function mayReadChatFile(
  ctx: AppContext,
  viewer: PolicyViewer,
  file: StoredFileRow,
): Promise<boolean> {
  const [consultation] = await ctx.db
    .select({
      userId: consultations.userId,
      assignedTo: consultations.assignedTo,
      category: consultations.category,
      status: consultations.status,
      files: consultations.files,
    })
    .from(chatMessages)
    .innerJoin(consultations, eq(consultations.id, chatMessages.consultationId))
    .where(
      sql`${chatMessages.attachment}->>'name' = ${file.name} and ${chatMessages.attachment} is not null`,
    )
    .limit(1);
  return consultation !== undefined && canReadChat(viewer, consultation);
}
