import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canTransition,
  displayNameOf,
  type AdminConsultation,
  type AdminConsultationQuery,
  type Category,
  type KeysetPageQuery,
  type Page,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  afterCursor,
  afterCursorAscending,
  cappedRowCount,
  cursorTimeOf,
  keysetPage,
  skippedRows,
} from '../../db/keyset.ts';
import { consultations, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

// The admin list of consultations and its presenter: pages by keyset with both people joined;
// totals are capped counts. One consultation as admins see it (loadAdminConsultation) is the same
// row, so the view, the transcript and the reopen decision present it through here.

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

export const iso = (date: Date | null) => date?.toISOString() ?? null;

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
    queryRaisedAt: iso(c.complaintRaisedAt),
    queryReason: c.complaintReason,
    complaintResolvedAt: iso(c.complaintResolvedAt),
    // The lifecycle table decideReopen asserts, so the buttons show exactly when the verb is allowed.
    abilities: { decideReopen: canTransition(c.status, 'approveReopen') },
  };
}

/** LIKE pattern of a search term, its wildcards taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * How an admin consultation list is ordered and paged: newest first by (created_at, id), or, for
 * open queries, oldest raised first by (complaint_raised_at, id). The cursor carries the list's time.
 */
export type AdminConsultationOrder = 'newest' | 'oldestComplaint';

function orderColumns(order: AdminConsultationOrder) {
  return order === 'newest'
    ? { at: consultations.createdAt, direction: desc }
    : { at: consultations.complaintRaisedAt, direction: asc };
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
      : afterCursorAscending(consultations.complaintRaisedAt, consultations.id, query.cursor);
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
  return keysetPage(
    await adminConsultationPageQuery(db, filters, query, order),
    query,
    (row) => ({ createdAt: row.cursorAt, id: row.consultation.id }),
    () =>
      cappedRowCount(db, () =>
        db
          .select({ one: sql`1` })
          .from(consultations)
          .innerJoin(owner, eq(owner.id, consultations.userId))
          .leftJoin(professional, eq(professional.id, consultations.assignedTo))
          .where(and(...filters)),
      ),
    (rows) => rows.map(presentAdminConsultation),
  );
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

/** One consultation with both people, as the list shows it; 404 when there is none. */
export async function loadAdminConsultation(db: Queryable, id: string): Promise<AdminConsultation> {
  const [row] = await db
    .select(listColumns)
    .from(consultations)
    .innerJoin(owner, eq(owner.id, consultations.userId))
    .leftJoin(professional, eq(professional.id, consultations.assignedTo))
    .where(eq(consultations.id, id));
  if (!row) throw notFound('CONSULTATION_NOT_FOUND');
  return presentAdminConsultation(row);
}
