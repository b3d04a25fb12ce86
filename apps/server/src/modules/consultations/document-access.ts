import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { consultations, type StoredFileRow } from '../../db/schema/index.ts';
import { canView, type PolicyViewer } from '../../policies/consultation-policy.ts';

/**
 * The access rule of a request's supporting documents (GET /api/uploads/:name): whoever may read
 * the request may download them — its owner, its professional, admins, and approved professionals
 * of its category while it seeks offers. The request is found by the file's name in its `files`
 * (containment on consultations_files_idx); a document whose request is gone is served to nobody.
 */
export async function mayReadConsultationDocument(
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
    .from(consultations)
    .where(sql`${consultations.files} @> ${JSON.stringify([{ name: file.name }])}::jsonb`)
    .limit(1);
  return consultation !== undefined && canView(viewer, consultation);
}
