import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assertTransition,
  canTransition,
  displayNameOf,
  formatIstDateTime,
  istDateStamp,
  type AdminConsultation,
  type AdminConsultationDetail,
  type AdminConsultationQuery,
  type Category,
  type KeysetPageQuery,
  type Page,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  afterCursor,
  cursorTimeOf,
  keysetPageOf,
  keysetSlice,
  skippedRows,
} from '../../db/keyset.ts';
import { chatMessages, consultations, payments, users } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { notFound } from '../../errors.ts';
import { CONSULTATION_NOT_FOUND } from '../../policies/consultation-policy.ts';
import { isUuid, loadConsultation } from '../consultations/consultation-store.ts';
import { uploadPathOf } from '../files/stored-files.ts';
import { pushConsultationUpdate } from '../notifications/consultation-pushes.ts';
import { reopenDecidedNotices } from '../notifications/notices.ts';
import { notifyLive } from '../notifications/notify.ts';
import { afterCursorAscending, cappedTotal } from './admin-keyset.ts';
import { refundableAmountOf } from './refundable-payment.ts';
import { recordAdminAction } from './audit-trail.ts';

// Admin reads of consultations (list, detail with chat and payments, chat download) and the
// reopen decisions. Lists page by keyset with both people joined; totals are capped counts.

const owner = alias(users, 'owner');
const professional = alias(users, 'professional');

const personColumns = (table: typeof owner | typeof professional) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
  specialization: table.specialization,
});

const listColumns = {
  consultation: consultations,
  user: personColumns(owner),
  professional: personColumns(professional),
};

type NullablePerson = {
  id: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  specialization: Category | null;
};
type ListRow = {
  consultation: typeof consultations.$inferSelect;
  user: NullablePerson;
  professional: NullablePerson | null;
};

/** A joined person; null when the left join found nobody. */
function personOf(person: NullablePerson | null) {
  if (!person?.id) return null;
  return {
    id: person.id,
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    email: person.email ?? '',
    specialization: person.specialization,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function presentAdminConsultation(row: ListRow): AdminConsultation {
  const c = row.consultation;
  // The owner is an inner join: always there.
  const user = personOf(row.user)!;
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    category: c.category,
    subcategory: c.subcategory,
    status: c.status,
    urgencyLevel: c.urgencyLevel,
    baseFeeAmount: c.baseFeeAmount,
    maxFeeAmount: c.maxFeeAmount,
    finalAmount: c.finalAmount,
    feeAmount: c.finalAmount ?? c.baseFeeAmount,
    paymentStatus: c.paymentStatus,
    userId: c.userId,
    assignedTo: c.assignedTo,
    user,
    professional: personOf(row.professional),
    userName: displayNameOf(user),
    userEmail: user.email,
    createdAt: c.createdAt.toISOString(),
    closedAt: iso(c.closedAt),
    reopenRequestedAt: iso(c.reopenRequestedAt),
    adminReviewedAt: iso(c.adminReviewedAt),
    completedAt: iso(c.completedAt),
    queryRaisedAt: iso(c.queryRaisedAt),
    queryReason: c.queryReason,
    queryResolvedAt: iso(c.queryResolvedAt),
    // The lifecycle table decideReopen asserts, so the buttons show exactly when the verb is allowed.
    abilities: { decideReopen: canTransition(c.status, 'approveReopen') },
  };
}

/** LIKE pattern of a search term, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * How an admin consultation list is ordered and paged: newest first by (created_at, id), or, for
 * open queries, oldest raised first by (query_raised_at, id). The cursor carries the list's time.
 */
export type AdminConsultationOrder = 'newest' | 'oldestQuery';

function orderColumns(order: AdminConsultationOrder) {
  return order === 'newest'
    ? { at: consultations.createdAt, direction: desc }
    : { at: consultations.queryRaisedAt, direction: asc };
}

/** The rows of one admin page (pageSize + 1 of them), both people joined; built for the plan check. */
export function adminConsultationPageQuery(
  db: Queryable,
  filters: SQL[],
  query: KeysetPageQuery,
  order: AdminConsultationOrder = 'newest',
) {
  const { at, direction } = orderColumns(order);
  const after =
    order === 'newest'
      ? afterCursor(consultations.createdAt, consultations.id, query.cursor)
      : afterCursorAscending(consultations.queryRaisedAt, consultations.id, query.cursor);
  return db
    .select({ ...listColumns, cursorAt: cursorTimeOf(at) })
    .from(consultations)
    .innerJoin(owner, eq(owner.id, consultations.userId))
    .leftJoin(professional, eq(professional.id, consultations.assignedTo))
    .where(and(...filters, after))
    .orderBy(direction(at), direction(consultations.id))
    .limit(query.pageSize + 1)
    .offset(skippedRows(query));
}

/**
 * One page of consultations with both people, by keyset (see adminConsultationPageQuery), with the
 * next page's cursor and a total capped at TOTAL_CAP.
 */
export async function pageOfAdminConsultations(
  db: Queryable,
  filters: SQL[],
  query: KeysetPageQuery,
  order: AdminConsultationOrder = 'newest',
): Promise<Page<AdminConsultation>> {
  const rows = await adminConsultationPageQuery(db, filters, query, order);
  const slice = keysetSlice(rows, query, (row) => ({
    createdAt: row.cursorAt,
    id: row.consultation.id,
  }));
  const total = await cappedTotal(db, query, slice, () =>
    db
      .select({ one: sql`1` })
      .from(consultations)
      .innerJoin(owner, eq(owner.id, consultations.userId))
      .leftJoin(professional, eq(professional.id, consultations.assignedTo))
      .where(and(...filters)),
  );
  return keysetPageOf(slice, slice.rows.map(presentAdminConsultation), query, total);
}

/**
 * The admin list's filters: status (consultations_status_created_idx), category
 * (consultations_category_created_idx), none (consultations_created_idx), and a search over the
 * title and both people, checked on the rows the walk meets.
 */
export function adminConsultationsWhere(
  query: Pick<AdminConsultationQuery, 'status' | 'category' | 'search'>,
): SQL[] {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(consultations.status, query.status));
  if (query.category) filters.push(eq(consultations.category, query.category));
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(
      or(
        ilike(consultations.title, pattern),
        ilike(owner.email, pattern),
        ilike(sql`${owner.firstName} || ' ' || ${owner.lastName}`, pattern),
        ilike(professional.email, pattern),
        ilike(sql`${professional.firstName} || ' ' || ${professional.lastName}`, pattern),
      )!,
    );
  }
  return filters;
}

/** GET /api/admin/all-consultations: by status, category and a search over title and people. */
export function listAdminConsultations(
  ctx: AppContext,
  query: AdminConsultationQuery,
): Promise<Page<AdminConsultation>> {
  return pageOfAdminConsultations(ctx.db, adminConsultationsWhere(query), query);
}

async function loadAdminConsultation(db: Queryable, id: string): Promise<AdminConsultation> {
  if (!isUuid(id)) throw notFound(CONSULTATION_NOT_FOUND);
  const [row] = await db
    .select(listColumns)
    .from(consultations)
    .innerJoin(owner, eq(owner.id, consultations.userId))
    .leftJoin(professional, eq(professional.id, consultations.assignedTo))
    .where(eq(consultations.id, id));
  if (!row) throw notFound(CONSULTATION_NOT_FOUND);
  return presentAdminConsultation(row);
}

const FORMER_MEMBER = 'Former member';

async function messagesOf(db: Queryable, consultationId: string) {
  const rows = await db
    .select({
      message: chatMessages,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.consultationId, consultationId))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return rows.map(({ message, firstName, lastName }) => ({
    id: message.id,
    userId: message.senderId,
    senderName:
      firstName === null ? FORMER_MEMBER : displayNameOf({ firstName, lastName: lastName ?? '' }),
    message: message.message,
    timestamp: message.createdAt.toISOString(),
    createdAt: message.createdAt,
    fileName: message.attachment?.originalName ?? null,
    fileUrl: message.attachment ? uploadPathOf(message.attachment.name) : null,
    fileSize: message.attachment?.size ?? null,
  }));
}

/** GET /api/admin/consultations/{id}/view: the case, its people, its whole chat and payments. */
export async function viewAdminConsultation(
  db: Queryable,
  id: string,
): Promise<AdminConsultationDetail> {
  const consultation = await loadAdminConsultation(db, id);
  const messages = await messagesOf(db, id);
  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.consultationId, id))
    .orderBy(asc(payments.createdAt));
  return {
    ...consultation,
    messages: messages.map(({ createdAt: _createdAt, ...message }) => message),
    payments: paymentRows.map((row) => ({
      id: row.id,
      amount: row.amount,
      platformShare: row.platformShare,
      professionalShare: row.professionalShare,
      refundedAmount: row.refundedAmount,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
    refundableAmount: refundableAmountOf(paymentRows),
  };
}

/** 'chat_{id}_{YYYY-MM-DD}.txt', the date being today in India. */
export function chatFileName(id: string, now: Date): string {
  return `chat_${id}_${istDateStamp(now)}.txt`;
}

/**
 * GET /api/admin/consultations/{id}/download-chat: a header, then one line per message,
 * '[22 Nov 2026, 3:05 pm IST] Asha Rao: text', an attachment named after it. An empty chat still
 * gives the header and says so.
 */
export async function chatTranscript(
  ctx: AppContext,
  id: string,
  now: Date = new Date(),
): Promise<{ fileName: string; text: string }> {
  const consultation = await loadAdminConsultation(ctx.db, id);
  const messages = await messagesOf(ctx.db, id);
  const lines = [
    `Chat history: ${consultation.title}`,
    `Consultation: ${consultation.id}`,
    `Category: ${consultation.category} / ${consultation.subcategory}`,
    `Status: ${consultation.status}`,
    `User: ${consultation.userName} <${consultation.userEmail}>`,
    `Professional: ${
      consultation.professional
        ? `${displayNameOf(consultation.professional)} <${consultation.professional.email}>`
        : 'Not assigned'
    }`,
    `Downloaded: ${formatIstDateTime(now)}`,
    '',
  ];
  if (messages.length === 0) lines.push('No messages yet.');
  for (const message of messages) {
    const parts = [message.message.replace(/\r?\n/g, '\n    ')].filter((part) => part !== '');
    if (message.fileName) parts.push(`[file: ${message.fileName}]`);
    lines.push(
      `[${formatIstDateTime(message.createdAt)}] ${message.senderName}: ${parts.join(' ')}`,
    );
  }
  return { fileName: chatFileName(id, now), text: `${lines.join('\n')}\n` };
}

/**
 * An admin approves (→ reopened, the chat opens again) or declines (→ completed, completedAt set)
 * a reopen request. Both participants are told; the audit row and notices commit with the change.
 */
export async function decideReopen(
  ctx: AppContext,
  adminId: string,
  id: string,
  approved: boolean,
): Promise<AdminConsultation> {
  await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const current = await loadConsultation(tx, id, { forUpdate: true });
    const now = new Date();
    const status = assertTransition(current.status, approved ? 'approveReopen' : 'declineReopen');
    const [updated] = await tx
      .update(consultations)
      .set({
        status,
        adminReviewedAt: now,
        ...(approved ? {} : { completedAt: now }),
      })
      .where(eq(consultations.id, id))
      .returning();
    await recordAdminAction(tx, {
      actorId: adminId,
      action: approved ? 'consultation.reopen_approved' : 'consultation.reopen_declined',
      targetType: 'consultation',
      targetId: id,
      metadata: { from: current.status, to: status },
    });
    await notifyLive(ctx, tx, afterCommit, reopenDecidedNotices(updated!, approved));
    afterCommit(() =>
      pushConsultationUpdate(
        ctx,
        updated!,
        approved ? 'consultation_reopened' : 'consultation_completed',
      ),
    );
  });
  return loadAdminConsultation(ctx.db, id);
}
