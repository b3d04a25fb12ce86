import type { z } from 'zod';
import type { createReviewSchema, Review } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { reviews } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorize } from '../../policies/consultation-policy.ts';
import { loadFactsOf } from '../consultations/consultation-facts.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';

type CreateReview = z.output<typeof createReviewSchema>;

/**
 * The owner rates the professional of a completed consultation, once: the unique index on
 * reviews.consultation_id settles two submissions racing each other.
 */
export async function leaveReview(
  ctx: AppContext,
  viewer: Person,
  consultationId: string,
  input: CreateReview,
): Promise<Review> {
  return ctx.db.transaction(async (tx) => {
    const consultation = await loadConsultation(tx, consultationId, { forUpdate: true });
    authorize(viewer, 'review', consultation, await loadFactsOf(tx, viewer.id, consultationId));
    try {
      const [row] = await tx
        .insert(reviews)
        .values({
          consultationId,
          userId: viewer.id,
          // The policy refuses a consultation without a professional.
          professionalId: consultation.assignedTo!,
          rating: input.rating,
          comment: input.comment,
          showOnSite: input.showOnSite,
        })
        .returning();
      return {
        id: row!.id,
        consultationId: row!.consultationId,
        professionalId: row!.professionalId,
        rating: row!.rating,
        comment: row!.comment,
        showOnSite: row!.showOnSite,
        createdAt: row!.createdAt.toISOString(),
      };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('ALREADY_REVIEWED');
      throw error;
    }
  });
}
