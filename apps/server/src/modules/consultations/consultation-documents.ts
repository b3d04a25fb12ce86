import { eq } from 'drizzle-orm';
import { UPLOAD_RULES, type Consultation as ConsultationDto } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultations } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import type { TypedUpload } from '../files/file-typing.ts';
import { recordStoredFiles, withWrittenUploads } from '../files/stored-files.ts';
import { loadFactsOf } from './consultation-facts.ts';
import { presentConsultation } from './consultation-presenter.ts';
import { loadConsultation } from './consultation-store.ts';

const MAX_DOCUMENTS = UPLOAD_RULES.consultationDocument.maxFiles;

/**
 * Refuses an upload the viewer could never make before its bytes are read, so a stranger cannot
 * make the server buffer up to 50 MB; attachDocuments checks again under the lock.
 */
export async function checkCanAttachDocuments(
  ctx: AppContext,
  viewer: Person,
  id: string,
): Promise<void> {
  authorize(viewer, 'uploadDocuments', await loadConsultation(ctx.db, id));
}

/**
 * Adds supporting documents (already typed by their bytes) to a request while professionals can
 * still read it: at most five in all. The row is locked so two uploads cannot both take the last
 * places. The bytes are stored before the transaction and removed again if it fails.
 */
export async function attachDocuments(
  ctx: AppContext,
  viewer: Person,
  id: string,
  uploads: readonly TypedUpload[],
): Promise<ConsultationDto> {
  if (uploads.length === 0) throw badRequest('NO_DOCUMENTS_CHOSEN');
  return withWrittenUploads(ctx, uploads, (written) =>
    ctx.db.transaction(async (tx) => {
      const current = await loadConsultation(tx, id, { forUpdate: true });
      authorize(viewer, 'uploadDocuments', current);
      const room = MAX_DOCUMENTS - current.files.length;
      if (uploads.length > room) {
        throw badRequest('TOO_MANY_DOCUMENTS', { max: MAX_DOCUMENTS, room });
      }
      const documents = await recordStoredFiles(tx, viewer.id, written);
      const [row] = await tx
        .update(consultations)
        .set({ files: [...current.files, ...documents] })
        .where(eq(consultations.id, id))
        .returning();
      return presentConsultation(row!, await loadFactsOf(tx, viewer.id, id), viewer);
    }),
  );
}
