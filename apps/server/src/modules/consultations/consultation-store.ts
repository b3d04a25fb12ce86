import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { consultations, type Consultation } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

/**
 * A consultation by id, or 404. With `forUpdate` the row stays locked until the caller's
 * transaction ends, so two writers of one request (a first offer and an edit, two accepts) queue.
 */
export async function loadConsultation(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Consultation> {
  const query = db.select().from(consultations).where(eq(consultations.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('CONSULTATION_NOT_FOUND');
  return row;
}
