import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import {
  assertTransition,
  displayNameOf,
  USER_DASHBOARD_TABS,
  type AdminConsultation,
  type AvailableProfessional,
  type Category,
  type KeysetPageQuery,
  type Page,
  type ResolveComplaintResult,
} from '@salahkar/domain';
import type { z } from 'zod';
import type { rerouteSchema, resolveComplaintSchema } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultations, payments, users, type Consultation } from '../../db/schema/index.ts';
import { activeAdminIds, isWorkingProfessional } from '../../db/people.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { Person } from '../../policies/person.ts';
import { authorize, NO_FACTS } from '../../policies/consultation-policy.ts';
import { loadConsultation } from '../consultations/consultation-store.ts';
import { pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import {
  complaintRaisedNotices,
  complaintResolvedNotice,
  reroutedNotices,
} from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { presentRefund } from '../refunds/refund-presenter.ts';
import { adminRefundRequestOf } from '../refunds/refund-paise.ts';
import { requestRefund, sendRefund } from '../refunds/refunds.service.ts';
import { NO_RATING, ratingsOf } from '../users/professional-ratings.ts';
import { recordAdminAction } from '../admin/audit-trail.ts';
import { refundablePaymentOf } from '../admin/refundable-payment.ts';
import { pageOfAdminConsultations } from '../admin/admin-consultation-list.ts';
import { viewAdminConsultation } from '../admin/admin-consultation-view.ts';

// Complaints (a "query" in the spec's API paths and payloads, which keep that word): the owner
// raises one on a completed case within 7 days (reason required, one open at a time); an admin
// resolves it, optionally refunding in the same transaction, or reroutes the case to another
// approved professional of its category (completed → assigned).
//
// Why a module of its own: a complaint has two sides, the user's raise (complaints.routes.ts) and
// the admin's queue, resolve and reroute (complaints-admin.routes.ts, registered in the admin
// scope). Both call this one service, so the rule "one open complaint, resolved once" lives in
// one file.

type ResolveComplaint = z.output<typeof resolveComplaintSchema>;
type Reroute = z.output<typeof rerouteSchema>;

const hasOpenComplaint = (row: Consultation) =>
  row.complaintRaisedAt !== null && row.complaintResolvedAt === null;

/** POST /api/consultations/{id}/query: the owner's complaint on their completed case. */
export async function raiseComplaint(
  ctx: AppContext,
  viewer: Person,
  id: string,
  reason: string,
  now: Date = new Date(),
): Promise<{ consultationId: string; queryRaisedAt: string; queryReason: string }> {
  const row = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, id, { forUpdate: true });
    authorize(viewer, 'raiseComplaint', current, { ...NO_FACTS, now });
    const [updated] = await tx
      .update(consultations)
      .set({ complaintRaisedAt: now, complaintReason: reason, complaintResolvedAt: null })
      .where(eq(consultations.id, id))
      .returning();
    const admins = await activeAdminIds(tx);
    await notifyLive(ctx, tx, afterCommit, complaintRaisedNotices(current, admins));
    return updated!;
  });
  return {
    consultationId: row.id,
    queryRaisedAt: row.complaintRaisedAt!.toISOString(),
    queryReason: row.complaintReason!,
  };
}

/** Complaints raised and unresolved: consultations_open_complaints_idx holds exactly these rows. */
export const openComplaintsWhere = () => [
  isNotNull(consultations.complaintRaisedAt),
  isNull(consultations.complaintResolvedAt),
];

/** GET /api/admin/consultations/queries: raised and unresolved, oldest first, by keyset. */
export function listOpenComplaints(
  ctx: AppContext,
  query: KeysetPageQuery,
): Promise<Page<AdminConsultation>> {
  return pageOfAdminConsultations(ctx.db, openComplaintsWhere(), query, 'oldestComplaint');
}

/**
 * GET /api/admin/professionals/available: approved, not suspended professionals of the category
 * (the consultation's, less its current professional), by name.
 */
export async function availableProfessionals(
  ctx: AppContext,
  query: { consultationId?: string; category?: Category },
): Promise<AvailableProfessional[]> {
  const { db } = ctx;
  let category = query.category;
  let exclude: string | null = null;
  if (query.consultationId) {
    const row = await loadConsultation(db, query.consultationId);
    category = row.category;
    exclude = row.assignedTo;
  }
  // Qualified by hand: drizzle leaves a single-table query's columns unqualified, and inside the
  // subquery a bare "id" would be the consultation's own.
  const professionalId = sql`${users}.${sql.identifier('id')}`;
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      specialization: users.specialization,
      experience: users.experience,
      activeCases: sql<number>`(
        select count(*)::int from ${consultations}
        where ${consultations.assignedTo} = ${professionalId}
          and ${inArray(consultations.status, [...USER_DASHBOARD_TABS.active])}
      )`,
    })
    .from(users)
    .where(
      and(
        isWorkingProfessional,
        eq(users.specialization, category!),
        exclude ? ne(users.id, exclude) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(500);
  const ratings = await ratingsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    specialization: row.specialization!,
    ...(ratings.get(row.id) ?? NO_RATING),
  }));
}

/** The case must be completed with an open complaint; 404 / 409 otherwise. */
function assertOpenComplaint(row: Consultation, action: 'resolveComplaint' | 'rerouteCase') {
  assertTransition(row.status, action);
  if (!hasOpenComplaint(row)) throw conflict('NO_OPEN_COMPLAINT');
}

/**
 * POST /api/admin/consultations/{id}/resolve-query. The refund, when asked for, is booked in the
 * same transaction as the resolution (requestRefund takes the caller's tx), so both land or
 * neither; it is sent to the gateway right after commit, as the admin refund verb does.
 */
export async function resolveComplaint(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: ResolveComplaint,
): Promise<ResolveComplaintResult> {
  // Checked first for a clear answer; checked again under the lock below.
  assertOpenComplaint(await loadConsultation(ctx.db, id), 'resolveComplaint');
  const refundRequest = input.refund ? adminRefundRequestOf(input.refund) : null;
  let paymentId: string | null = null;
  if (refundRequest) {
    const payment = refundablePaymentOf(
      await ctx.db
        .select({ id: payments.id, status: payments.status, paidAt: payments.paidAt })
        .from(payments)
        .where(eq(payments.consultationId, id)),
    );
    if (!payment) throw conflict('NO_PAYMENT_TO_REFUND');
    paymentId = payment.id;
  }
  const notes = input.notes || null;

  const { refundId } = await inUnitOfWork(ctx, async (tx, afterCommit) => {
    // requestRefund locks the payment before the case, as the other refund paths do.
    const refund =
      refundRequest && paymentId
        ? await requestRefund(ctx, tx, {
            paymentId,
            request: refundRequest,
            note: input.refund!.reason,
            requestedBy: adminId,
          })
        : null;
    const current = await loadConsultation(tx, id, { forUpdate: true });
    assertOpenComplaint(current, 'resolveComplaint');
    await tx
      .update(consultations)
      .set({ complaintResolvedAt: new Date() })
      .where(eq(consultations.id, id));
    if (refund) {
      await recordAdminAction(tx, {
        actorId: adminId,
        action: 'payment.refunded',
        targetType: 'payment',
        targetId: refund.paymentId,
        notes: input.refund!.reason,
        metadata: {
          refundId: refund.id,
          amount: refund.amount,
          reason: refund.reason,
          consultationId: id,
        },
      });
    }
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'consultation.query_resolved',
      targetType: 'consultation',
      targetId: id,
      notes,
      metadata: {
        complaintReason: current.complaintReason,
        refundId: refund?.id ?? null,
        refundAmount: refund?.amount ?? null,
      },
    });
    await notifyLive(ctx, tx, afterCommit, [
      complaintResolvedNotice(current, refund?.amount ?? null, notes),
    ]);
    return { refundId: refund?.id ?? null };
  });
  const refund = refundId ? presentRefund(await sendRefund(ctx, refundId)) : null;
  return { consultation: await viewAdminConsultation(ctx.db, id), refund };
}

/**
 * POST /api/admin/consultations/{id}/reroute: the case goes back to assigned with another
 * approved, unsuspended professional of its category; the complaint counts as resolved. The user and
 * both professionals are told. Money is not moved: the payment stays as it was (a refund, if the
 * admin wants one, is the refund verb's).
 */
export async function rerouteConsultation(
  ctx: AppContext,
  adminId: string,
  id: string,
  input: Reroute,
): Promise<AdminConsultation> {
  await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, id, { forUpdate: true });
    const status = assertTransition(current.status, 'rerouteCase');
    if (!hasOpenComplaint(current)) throw conflict('NO_OPEN_COMPLAINT');
    const [next] = await tx.select().from(users).where(eq(users.id, input.professionalId));
    if (!next) throw notFound('NEW_PROFESSIONAL_NOT_FOUND');
    if (next.id === current.assignedTo) {
      throw badRequest('ALREADY_WITH_PROFESSIONAL');
    }
    if (next.role !== 'professional' || !next.isApproved || next.isSuspended) {
      throw badRequest('NEW_PROFESSIONAL_NOT_APPROVED');
    }
    if (next.specialization !== current.category) {
      throw badRequest('NEW_PROFESSIONAL_WRONG_CATEGORY', { category: current.category });
    }
    const now = new Date();
    const [updated] = await tx
      .update(consultations)
      .set({
        status,
        assignedTo: next.id,
        complaintResolvedAt: now,
        closedAt: null,
        completedAt: null,
        reopenRequestedAt: null,
        adminReviewedAt: now,
      })
      .where(eq(consultations.id, id))
      .returning();
    await recordAdminAction(tx, {
      actorId: adminId,
      action: 'consultation.rerouted',
      targetType: 'consultation',
      targetId: id,
      notes: input.reason,
      metadata: { fromProfessionalId: current.assignedTo, toProfessionalId: next.id },
    });
    const rerouted = reroutedNotices(
      current,
      { id: next.id, name: displayNameOf(next) },
      input.reason,
    );
    await notifyLive(ctx, tx, afterCommit, rerouted);
    const previous = current.assignedTo;
    afterCommit(() =>
      pushConsultationUpdate(ctx, updated!, 'consultation_assigned', [
        updated!.userId,
        updated!.assignedTo!,
        ...(previous ? [previous] : []),
      ]),
    );
  });
  return (await viewAdminConsultation(ctx.db, id)) satisfies AdminConsultation;
}
