import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  paiseToDecimalText,
  type Consultation as ConsultationDto,
  type createConsultationSchema,
  type updateConsultationSchema,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { consultations, payments, storedFiles } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { conflict } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import { removeStoredBytes } from '../files/stored-files.ts';
import { announceRequest, notifyCategoryOfRequest } from '../notifications/new-request-notices.ts';
import { queueNewRequestMails } from '../notifications/notification-mails.ts';
import { newRequestReaches } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { loadFactsOf, NO_PRESENTATION_FACTS } from './consultation-facts.ts';
import { presentConsultation } from './consultation-presenter.ts';
import { loadConsultation } from './consultation-store.ts';
import { priceRequest } from './fee-range.ts';

type CreateConsultation = z.output<typeof createConsultationSchema>;
type UpdateConsultation = z.output<typeof updateConsultationSchema>;

/**
 * The columns a request's form sets, with its fee range and the specialization's catalog spelling
 * priced by the server (fee-range.ts): what posting a request writes and what an edit rewrites.
 */
async function pricedRequest(db: Queryable, input: CreateConsultation | UpdateConsultation) {
  const { range, subcategory } = await priceRequest(db, input);
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    subcategory,
    urgencyLevel: input.urgencyLevel,
    baseFeeAmount: paiseToDecimalText(range.minPaise),
    maxFeeAmount: paiseToDecimalText(range.maxPaise),
  };
}

/**
 * Posts a request with the fee range the server computed; it starts open, without offers. The
 * category's professionals hear of it live, and on their bell (written with the request).
 */
export async function createConsultation(
  ctx: AppContext,
  viewer: Person,
  input: CreateConsultation,
): Promise<ConsultationDto> {
  const priced = await pricedRequest(ctx.db, input);
  const row = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const [inserted] = await tx
      .insert(consultations)
      .values({ ...priced, userId: viewer.id })
      .returning();
    const written = await notifyCategoryOfRequest(tx, inserted!);
    await queueNewRequestMails(
      ctx,
      tx,
      inserted!,
      written.map((notice) => notice.userId),
    );
    await reachPeople(
      tx,
      ctx.config,
      newRequestReaches(
        inserted!,
        written.map((notice) => notice.userId),
      ),
    );
    afterCommit(() => announceRequest(ctx, inserted!, written));
    return inserted!;
  });
  return presentConsultation(row, NO_PRESENTATION_FACTS, viewer);
}

/**
 * Edits a request while no offers exist. The row is locked, so a first offer arriving at the same
 * moment either lands first (and the edit is refused) or waits for the edit. The range is
 * recomputed: category, specialization and urgency may all have changed.
 */
export async function updateConsultation(
  ctx: AppContext,
  viewer: Person,
  id: string,
  input: UpdateConsultation,
): Promise<ConsultationDto> {
  return ctx.db.transaction(async (tx) => {
    const current = await loadConsultation(tx, id, { forUpdate: true });
    authorize(viewer, 'edit', current);
    const [row] = await tx
      .update(consultations)
      .set(await pricedRequest(tx, input))
      .where(eq(consultations.id, id))
      .returning();
    return presentConsultation(row!, await loadFactsOf(tx, viewer.id, id), viewer);
  });
}

/**
 * Deletes an open request with its documents. Bytes are removed only after the rows are gone for
 * good, so a rolled-back delete never loses a file.
 */
export async function deleteConsultation(
  ctx: AppContext,
  viewer: Person,
  id: string,
): Promise<void> {
  const documentNames = await ctx.db.transaction(async (tx) => {
    const current = await loadConsultation(tx, id, { forUpdate: true });
    authorize(viewer, 'delete', current);
    // A request cancelled back to open after payment keeps its money records, which are never
    // deleted (payments and the ledger refuse it): say so instead of failing.
    const [paid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.consultationId, id))
      .limit(1);
    if (paid) throw conflict('REQUEST_HAS_PAYMENTS');

    const names = current.files.map((file) => file.name);
    if (names.length > 0) await tx.delete(storedFiles).where(inArray(storedFiles.name, names));
    await tx.delete(consultations).where(eq(consultations.id, id));
    return names;
  });
  await removeStoredBytes(ctx, documentNames);
}
