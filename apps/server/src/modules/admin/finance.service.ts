import { aliasedTable, and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  type AdminTransaction,
  type AdminTransactionQuery,
  type Cursor,
  type FinancialSummary,
  type Page,
  type PaymentStatus,
  paiseToDecimalText,
  rupeesToPaise,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import {
  afterCursor,
  cappedCount,
  cursorTimeOf,
  keysetPage,
  skippedRows,
} from '../../db/keyset.ts';
import { consultations, ledgerEntries, payments, payouts, users } from '../../db/schema/index.ts';
import { afterRow } from './exports/keyset.ts';
import { commissionBetween, monthlyCommission } from './overview.service.ts';

// The admin financial tab: the summary from the ledger, payments and payouts, and the payments
// list. Definitions in docs/decisions/060-admin-figures.md.

/** A payment was captured if it is paid now or was refunded after being paid. */
const CAPTURED: PaymentStatus[] = ['paid', 'refunded'];

export async function financialSummary(
  ctx: AppContext,
  now = new Date(),
): Promise<FinancialSummary> {
  const { db } = ctx;
  // Gross captured: every capture debits the gateway account (refunds and payouts credit it).
  const [gross] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'gateway'), gt(ledgerEntries.amount, '0')));
  const [payoutTotals] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)::text`,
      pending: sql<string>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'requested'), 0)::text`,
    })
    .from(payouts);
  const [captured] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(inArray(payments.status, CAPTURED));
  const month = await monthlyCommission(db, now);
  return {
    totalRevenue: paiseToDecimalText(rupeesToPaise(gross?.total ?? '0')),
    totalCommission: paiseToDecimalText(await commissionBetween(db)),
    totalPayouts: paiseToDecimalText(rupeesToPaise(payoutTotals?.paid ?? '0')),
    pendingPayouts: paiseToDecimalText(rupeesToPaise(payoutTotals?.pending ?? '0')),
    monthlyRevenue: month.monthlyRevenue,
    monthlyGrowth: month.growth,
    transactionCount: captured?.count ?? 0,
  };
}

const payer = aliasedTable(users, 'payer');
const professional = aliasedTable(users, 'professional');

/** The transactions list's filter: one status (payments_status_created_idx) or every payment. */
export const transactionsWhere = (status: PaymentStatus | undefined): SQL | undefined =>
  status ? eq(payments.status, status) : undefined;

/**
 * The payments list with titles and names, newest first by (created_at, id): `limit` rows after
 * the cursor (a page's) or after the payment `afterId` (an export's next batch). Walks
 * payments_status_created_idx or payments_created_idx and stops after `limit` rows.
 */
export function transactionQuery(
  db: Queryable,
  options: {
    status?: PaymentStatus | undefined;
    limit: number;
    offset?: number;
    cursor?: Cursor | undefined;
    afterId?: string;
  },
) {
  return db
    .select({
      id: payments.id,
      consultationId: payments.consultationId,
      consultationTitle: consultations.title,
      payerFirst: payer.firstName,
      payerLast: payer.lastName,
      proFirst: professional.firstName,
      proLast: professional.lastName,
      status: payments.status,
      amount: payments.amount,
      platformShare: payments.platformShare,
      professionalShare: payments.professionalShare,
      refundedAmount: payments.refundedAmount,
      createdAt: payments.createdAt,
      cursorAt: cursorTimeOf(payments.createdAt),
    })
    .from(payments)
    .innerJoin(consultations, eq(consultations.id, payments.consultationId))
    .innerJoin(payer, eq(payer.id, payments.userId))
    .innerJoin(professional, eq(professional.id, payments.professionalId))
    .where(
      and(
        transactionsWhere(options.status),
        afterRow(payments, options.afterId),
        afterCursor(payments.createdAt, payments.id, options.cursor),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
}

type TransactionRow = AdminTransaction & { professionalShare: string; cursorAt: string };

/** Rows of the payments list, presented (exports page through them by `afterId`). */
export async function transactionRows(
  db: Queryable,
  options: Parameters<typeof transactionQuery>[1],
): Promise<TransactionRow[]> {
  const rows = await transactionQuery(db, options);
  return rows.map((row) => ({
    id: row.id,
    consultationId: row.consultationId,
    consultationTitle: row.consultationTitle,
    userName: nameOf(row.payerFirst, row.payerLast),
    professionalName: nameOf(row.proFirst, row.proLast),
    status: row.status,
    amount: row.amount,
    platformShare: row.platformShare,
    professionalShare: row.professionalShare,
    refundedAmount: row.refundedAmount,
    createdAt: row.createdAt.toISOString(),
    cursorAt: row.cursorAt,
  }));
}

/** GET /api/admin/financial/transactions: one page by cursor, its total capped. */
export async function listTransactions(
  ctx: AppContext,
  query: AdminTransactionQuery,
): Promise<Page<AdminTransaction>> {
  const rows = await transactionRows(ctx.db, {
    status: query.status,
    limit: query.pageSize + 1,
    offset: skippedRows(query),
    cursor: query.cursor,
  });
  return keysetPage(
    rows,
    query,
    (row) => ({ createdAt: row.cursorAt, id: row.id }),
    () => cappedCount(ctx.db, payments, transactionsWhere(query.status)),
    (kept) => kept.map(({ cursorAt: _cursorAt, professionalShare: _share, ...item }) => item),
  );
}

/** 'First Last', or the spec's fallback when both are blank. */
export function nameOf(first: string | null, last: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || 'Name not provided';
}
