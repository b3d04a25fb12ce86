import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { chatMessages, consultations } from '../../db/schema/index.ts';
import type { PolicyConsultation } from '../../policies/consultation-policy.ts';
import { POLICY_COLUMNS } from '../consultations/document-access.ts';

/**
 * The consultation a chat file (GET /api/uploads/:name) was sent in, found by the file's name
 * (chat_messages_attachment_name_idx); undefined when its message is gone. The file policy lets
 * whoever may read the chat download it.
 */
export async function consultationOfChatFile(
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
