import type { Consultation as ConsultationDto, ComplaintBrief } from '@salahkar/domain';
import type { Queryable } from '../../db/client.ts';
import type { Consultation } from '../../db/schema/index.ts';
import type { Person } from '../../policies/person.ts';
import { abilitiesOf, canSeePayments } from '../../policies/consultation-policy.ts';
import { presentAttachment } from '../files/stored-files.ts';
import { loadFacts, NO_PRESENTATION_FACTS, type PresentationFacts } from './consultation-facts.ts';

/** The owner's complaint, for the owner and admins: it is not the professional's to read here. */
function presentComplaint(row: Consultation, viewer: Person | null): ComplaintBrief | null {
  const mayRead = viewer !== null && (viewer.id === row.userId || viewer.role === 'admin');
  if (!mayRead || !row.complaintRaisedAt) return null;
  return {
    raisedAt: row.complaintRaisedAt.toISOString(),
    reason: row.complaintReason ?? '',
    resolvedAt: row.complaintResolvedAt?.toISOString() ?? null,
  };
}

/**
 * The consultation DTO (consultationSchema) as this viewer reads it: the abilities come from the
 * same policy the services authorize with.
 */
export function presentConsultation(
  row: Consultation,
  facts: PresentationFacts,
  viewer: Person | null,
): ConsultationDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    subcategory: row.subcategory,
    status: row.status,
    urgencyLevel: row.urgencyLevel,
    baseFeeAmount: row.baseFeeAmount,
    maxFeeAmount: row.maxFeeAmount,
    finalAmount: row.finalAmount,
    userId: row.userId,
    assignedTo: row.assignedTo,
    files: row.files.map(presentAttachment),
    paymentStatus: row.paymentStatus,
    payment: canSeePayments(viewer, row) ? facts.payment : null,
    offerCount: facts.offerCount,
    closedAt: row.closedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    complaint: presentComplaint(row, viewer),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: abilitiesOf(viewer, row, facts),
  };
}

/** Many consultations for one viewer, with their facts loaded in batch. */
export async function presentConsultations(
  db: Queryable,
  viewer: Person | null,
  rows: readonly Consultation[],
): Promise<ConsultationDto[]> {
  const facts = await loadFacts(
    db,
    viewer?.id ?? null,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentConsultation(row, facts.get(row.id) ?? NO_PRESENTATION_FACTS, viewer),
  );
}
