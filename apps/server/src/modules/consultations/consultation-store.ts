import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { consultations, type Consultation } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { CONSULTATION_NOT_FOUND } from '../../policies/consultation-policy.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path segment can be an id at all; anything else is simply not found. */
export const isUuid = (value: string) => UUID_PATTERN.test(value);

/**
 * A consultation by id, or 404. With `forUpdate` the row stays locked until the caller's
 * transaction ends, so two writers of one request (a first offer and an edit, two accepts) queue.
 */
export async function loadConsultation(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Consultation> {
  if (!isUuid(id)) throw notFound(CONSULTATION_NOT_FOUND);
  const query = db.select().from(consultations).where(eq(consultations.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound(CONSULTATION_NOT_FOUND);
  return row;
}
