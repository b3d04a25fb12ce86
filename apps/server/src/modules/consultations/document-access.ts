import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { consultations } from '../../db/schema/index.ts';
import type { PolicyConsultation } from '../../policies/consultation-policy.ts';

/** The columns of a consultation its policy reads, for lookups that only authorize. */
export const POLICY_COLUMNS = {
  userId: consultations.userId,
  assignedTo: consultations.assignedTo,
  category: consultations.category,
  status: consultations.status,
  files: consultations.files,
};

/**
 * The request a supporting document (GET /api/uploads/:name) belongs to, found by the file's name
 * in its `files` (containment on consultations_files_idx); undefined when the request is gone. The
 * file policy lets whoever may read the request download it.
 */
export async function consultationOfDocument(
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
