import type pg from 'pg';
import {
  USER_DASHBOARD_TABS,
  type Category,
  type ConsultationStatus,
  type Role,
} from '@salahkar/domain';
import { abilitiesOf, canSeePayments } from '../src/policies/consultation-policy.ts';
import { checkoutStateOf, lastFailureOf } from '../src/modules/consultations/payment-state.ts';
import type { PresentationFacts as Facts } from '../src/modules/consultations/consultation-facts.ts';
import {
  afterCursor,
  cappedCount,
  cheapTotal,
  CURSOR_TIME,
  pageOf,
  skippedRows,
  sliceOf,
  type PageParams,
} from './floor-keyset.ts';
import { isoOrNull, placeholders, preparedRowsOf } from './floor-sql.ts';

// The floor's consultation pages: the same SQL the real server sends (a page, its count, then the
// facts of the page in four grouped queries), written by hand, and the DTO built as a literal. The
// rules (abilities, checkout state) are pure functions shared with the server: they are the
// product, not overhead, and copying them would only let the floor drift.

/** The signed-in person as the floor's guard admits them. */
export interface FloorViewer {
  id: string;
  role: Role;
  isApproved: boolean;
  specialization: Category | null;
  /** The session a registration signed them into: /api/auth/user says so. */
  firstSession: boolean;
}

interface ConsultationRow {
  id: string;
  title: string;
  description: string;
  category: Category;
  subcategory: string;
  status: ConsultationStatus;
  urgencyLevel: string;
  baseFeeAmount: string;
  maxFeeAmount: string;
  finalAmount: string | null;
  userId: string;
  assignedTo: string | null;
  files: { name: string }[];
  paymentStatus: string;
  closedAt: Date | null;
  completedAt: Date | null;
  complaintRaisedAt: Date | null;
  complaintReason: string | null;
  complaintResolvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Every column of the row, aliased to the field names (Drizzle's `select()` of the table). */
export const CONSULTATION_COLUMNS = `"id", "title", "description", "category", "subcategory", "status",
  "urgency_level" as "urgencyLevel", "base_fee_amount" as "baseFeeAmount",
  "max_fee_amount" as "maxFeeAmount", "final_amount" as "finalAmount", "user_id" as "userId",
  "assigned_to" as "assignedTo", "files", "payment_status" as "paymentStatus",
  "payment_order_id", "payment_id", "closed_at" as "closedAt",
  "reopen_requested_at", "admin_reviewed_at", "completed_at" as "completedAt",
  "complaint_raised_at" as "complaintRaisedAt", "complaint_reason" as "complaintReason",
  "complaint_resolved_at" as "complaintResolvedAt", "created_at" as "createdAt", "updated_at" as "updatedAt"`;

/** A consultation filter: SQL with its parameters numbered from $1. */
export interface ConsultationFilter {
  where: string;
  values: unknown[];
}

/** GET /api/consultations: the owner's own requests. */
export const ownConsultations = (viewer: FloorViewer): ConsultationFilter => ({
  where: `"user_id" = $1`,
  values: [viewer.id],
});

/** GET /api/consultations/with-offers: the owner's requests collecting offers. */
export const consultationsWithOffers = (viewer: FloorViewer): ConsultationFilter => ({
  where: `("user_id" = $1 and "status" in (${placeholders(2, USER_DASHBOARD_TABS.withOffers.length)}))`,
  values: [viewer.id, ...USER_DASHBOARD_TABS.withOffers],
});

/**
 * GET /api/professional/available-consultations: their category's requests seeking offers. The
 * statuses are literals, as in the real server, so the planner can match the partial index.
 */
export const availableConsultations = (viewer: FloorViewer): ConsultationFilter => ({
  where: `("consultations"."category" = $1 and "consultations"."status" in ('open', 'pending_offers') and not exists (select 1 from "professional_offers" where "professional_offers"."consultation_id" = "consultations"."id" and "professional_offers"."professional_id" = $2 and "professional_offers"."status" in ('pending', 'accepted')))`,
  values: [viewer.specialization, viewer.id],
});

/**
 * A page of consultations newest first (keyset: pageSize + 1 rows after the cursor, each with its
 * exact cursor time), its capped total, and each one presented for the viewer.
 */
export async function pageOfConsultations(
  pool: pg.Pool,
  viewer: FloorViewer,
  filter: ConsultationFilter,
  page: PageParams,
) {
  const keyset = afterCursor(page, filter.values.length + 1);
  const values = [...filter.values, ...keyset.values];
  const next = values.length + 1;
  const found = await preparedRowsOf<ConsultationRow & { cursorAt: string }>(
    pool,
    `select ${CONSULTATION_COLUMNS}, ${CURSOR_TIME} as "cursorAt" from "consultations"
     where ${keyset.sql ? `(${filter.where} and ${keyset.sql})` : filter.where}
     order by "created_at" desc, "id" desc limit $${next} offset $${next + 1}`,
    [...values, page.pageSize + 1, skippedRows(page)],
  );
  const slice = sliceOf(found, page);
  const total = await cheapTotal(page, slice, () =>
    cappedCount(pool, `"consultations" where ${filter.where}`, filter.values),
  );
  const facts = await loadFloorFacts(
    pool,
    viewer.id,
    slice.rows.map((row) => row.id),
  );
  const items = slice.rows.map((row) => presentConsultation(row, facts.get(row.id)!, viewer));
  return pageOf(items, page, total, slice);
}

/**
 * The facts of a page's consultations, as the server's `loadFacts`
 * (src/modules/consultations/consultation-facts.ts) reads them: the same four grouped queries,
 * written by hand. Its type is the server's, and floor-facts.test.ts (beside the server's) checks
 * that both read the same facts from the same rows, so the two cannot drift apart.
 */
export async function loadFloorFacts(
  pool: pg.Pool,
  viewerId: string,
  ids: string[],
  now: Date = new Date(),
): Promise<Map<string, Facts>> {
  const facts = new Map<string, Facts>();
  if (ids.length === 0) return facts;
  for (const id of ids) {
    facts.set(id, {
      offerCount: 0,
      viewerHasLiveOffer: false,
      hasAcceptedOffer: false,
      hasReview: false,
      hasPayablePayment: false,
      professionalHasReplied: false,
      payment: null,
    });
  }
  // One array parameter, as the real server's prepared statements take the page's ids.
  const list = '$1::uuid[]';
  const offers = await preparedRowsOf<{
    consultationId: string;
    offerCount: number;
    viewerHasLiveOffer: boolean;
    hasAcceptedOffer: boolean;
  }>(
    pool,
    `select "consultation_id" as "consultationId",
       (count(*) filter (where "status" in ('pending', 'accepted')))::int as "offerCount",
       coalesce(bool_or("status" in ('pending', 'accepted') and "professional_id" = $2::uuid), false) as "viewerHasLiveOffer",
       coalesce(bool_or("status" = 'accepted'), false) as "hasAcceptedOffer"
     from "professional_offers" where "consultation_id" = any(${list}) group by "consultation_id"`,
    [ids, viewerId],
  );
  for (const { consultationId, ...offerFacts } of offers) {
    Object.assign(facts.get(consultationId)!, offerFacts);
  }
  const reviewed = await preparedRowsOf<{ consultationId: string }>(
    pool,
    `select "consultation_id" as "consultationId" from "reviews" where "consultation_id" = any(${list})`,
    [ids],
  );
  for (const row of reviewed) facts.get(row.consultationId)!.hasReview = true;
  const payments = await preparedRowsOf<{
    consultationId: string;
    gatewayOrderId: string;
    status: 'pending' | 'paid' | 'failed' | 'refunded';
    amount: string;
    refundedAmount: string;
    expiresAt: Date;
    failureReason: string | null;
  }>(
    pool,
    `select distinct on ("consultation_id") "consultation_id" as "consultationId",
       "gateway_order_id" as "gatewayOrderId", "status", "amount", "refunded_amount" as "refundedAmount",
       "expires_at" as "expiresAt", "failure_reason" as "failureReason"
     from "payments" where "consultation_id" = any(${list}) order by "consultation_id", "created_at" desc`,
    [ids],
  );
  for (const payment of payments) {
    const fact = facts.get(payment.consultationId)!;
    fact.payment = {
      orderId: payment.gatewayOrderId,
      state: checkoutStateOf(payment, now),
      amount: payment.amount,
      refundedAmount: payment.refundedAmount,
      expiresAt: payment.expiresAt.toISOString(),
      lastFailure: lastFailureOf(payment, now),
    };
    fact.hasPayablePayment = fact.payment.state === 'awaiting_payment';
    // A choice whose hold has lapsed no longer blocks choosing again, as on the real server.
    if (fact.payment.state === 'expired') fact.hasAcceptedOffer = false;
  }
  const assignedAt = `coalesce((select max("payments"."paid_at") from "payments" where "payments"."consultation_id" = "consultations"."id"), '-infinity'::timestamptz)`;
  const replied = await preparedRowsOf<{ consultationId: string }>(
    pool,
    `(select "chat_messages"."consultation_id" as "consultationId" from "chat_messages"
       inner join "consultations" on "consultations"."id" = "chat_messages"."consultation_id"
       where ("chat_messages"."consultation_id" = any(${list})
         and "chat_messages"."sender_id" = "consultations"."assigned_to"
         and "chat_messages"."video_call_id" is null and "chat_messages"."created_at" >= ${assignedAt}))
     union
     (select "video_calls"."consultation_id" from "video_calls"
       inner join "consultations" on "consultations"."id" = "video_calls"."consultation_id"
       where ("video_calls"."consultation_id" = any(${list})
         and "video_calls"."initiator_id" = "consultations"."assigned_to"
         and "video_calls"."started_at" >= ${assignedAt}))`,
    [ids],
  );
  for (const row of replied) facts.get(row.consultationId)!.professionalHasReplied = true;
  return facts;
}

function presentConsultation(row: ConsultationRow, facts: Facts, viewer: FloorViewer) {
  const mayReadComplaint = viewer.id === row.userId || viewer.role === 'admin';
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
    files: row.files.map((file) => ({ ...file, url: `/api/uploads/${file.name}` })),
    paymentStatus: row.paymentStatus,
    payment: canSeePayments(viewer, row) ? facts.payment : null,
    offerCount: facts.offerCount,
    closedAt: isoOrNull(row.closedAt),
    completedAt: isoOrNull(row.completedAt),
    complaint:
      mayReadComplaint && row.complaintRaisedAt
        ? {
            raisedAt: row.complaintRaisedAt.toISOString(),
            reason: row.complaintReason ?? '',
            resolvedAt: isoOrNull(row.complaintResolvedAt),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    abilities: abilitiesOf(viewer, row, facts),
  };
}

/** GET /api/stats/user: the four tab counts from one grouped query. */
export async function userStats(pool: pg.Pool, viewer: FloorViewer) {
  const rows = await preparedRowsOf<{ status: string; total: number }>(
    pool,
    `select "status", count(*)::int as "total" from "consultations" where "user_id" = $1 group by "status"`,
    [viewer.id],
  );
  const countOf = (statuses: readonly string[]) =>
    rows.reduce((sum, row) => (statuses.includes(row.status) ? sum + row.total : sum), 0);
  return {
    submitted: countOf(USER_DASHBOARD_TABS.submitted),
    withOffers: countOf(USER_DASHBOARD_TABS.withOffers),
    active: countOf(USER_DASHBOARD_TABS.active),
    history: countOf(USER_DASHBOARD_TABS.history),
  };
}
