import { aliasedTable, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { consultations, users } from '../../../db/schema/index.ts';
import { transactionRows } from '../finance.service.ts';
import { afterRow } from './keyset.ts';

// The exports read the database a page at a time, newest first, with a keyset cursor
// (createdAt, id), so a large table streams out without ever being held in memory.

export const EXPORT_PAGE_SIZE = 500;

/** Yields every row of successive pages until a short page ends the walk. */
async function* paged<T extends { id: string }>(
  readPage: (afterId: string | undefined) => PromiseLike<T[]>,
  pageSize: number,
): AsyncGenerator<T> {
  let afterId: string | undefined;
  for (;;) {
    const rows = await readPage(afterId);
    yield* rows;
    if (rows.length < pageSize) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

const owner = aliasedTable(users, 'owner');
const assignee = aliasedTable(users, 'assignee');

/** A consultations export row. */
export interface ConsultationExportRow {
  id: string;
  title: string;
  category: string;
  subcategory: string;
  status: string;
  urgencyLevel: string;
  ownerFirst: string;
  ownerLast: string;
  ownerEmail: string;
  proFirst: string | null;
  proLast: string | null;
  baseFeeAmount: string;
  maxFeeAmount: string;
  finalAmount: string | null;
  paymentStatus: string;
  createdAt: Date;
  completedAt: Date | null;
}

/** Every consultation with its owner and professional, for the consultations export. */
export function consultationExportRows(
  db: Queryable,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ConsultationExportRow> {
  const readPage = async (afterId: string | undefined): Promise<ConsultationExportRow[]> =>
    await db
      .select({
        id: consultations.id,
        title: consultations.title,
        category: consultations.category,
        subcategory: consultations.subcategory,
        status: consultations.status,
        urgencyLevel: consultations.urgencyLevel,
        ownerFirst: owner.firstName,
        ownerLast: owner.lastName,
        ownerEmail: owner.email,
        proFirst: assignee.firstName,
        proLast: assignee.lastName,
        baseFeeAmount: consultations.baseFeeAmount,
        maxFeeAmount: consultations.maxFeeAmount,
        finalAmount: consultations.finalAmount,
        paymentStatus: consultations.paymentStatus,
        createdAt: consultations.createdAt,
        completedAt: consultations.completedAt,
      })
      .from(consultations)
      .innerJoin(owner, eq(owner.id, consultations.userId))
      .leftJoin(assignee, eq(assignee.id, consultations.assignedTo))
      .where(afterRow(consultations, afterId))
      .orderBy(desc(consultations.createdAt), desc(consultations.id))
      .limit(pageSize);
  return paged(readPage, pageSize);
}

/** Every account with its consultation count and amount paid, for the users export. */
export function userExportRows(db: Queryable, pageSize = EXPORT_PAGE_SIZE) {
  return paged(
    async (afterId) =>
      await db
        .select({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          specialization: users.specialization,
          isApproved: users.isApproved,
          isSuspended: users.isSuspended,
          createdAt: users.createdAt,
          // Qualified by hand: drizzle leaves a single-table select's columns unqualified.
          totalConsultations: sql<number>`(select count(*) from ${consultations} as c where c.user_id = "users"."id")::int`,
        })
        .from(users)
        .where(afterRow(users, afterId))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(pageSize),
    pageSize,
  );
}

/** Every payment with its consultation and people, for the financial export. */
export function transactionExportRows(db: Queryable, pageSize = EXPORT_PAGE_SIZE) {
  return paged((afterId) => transactionRows(db, { limit: pageSize, afterId }), pageSize);
}
