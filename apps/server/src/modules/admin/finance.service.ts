import { aliasedTable, and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  offsetOf,
  pageOf,
  type AdminTransaction,
  type AdminTransactionQuery,
  type FinancialSummary,
  type Page,
  type PaymentStatus,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { fromPaise, toPaise } from '../../db/money.ts';
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
    totalRevenue: fromPaise(toPaise(gross?.total ?? '0')),
    totalCommission: fromPaise(await commissionBetween(db)),
    totalPayouts: fromPaise(toPaise(payoutTotals?.paid ?? '0')),
    pendingPayouts: fromPaise(toPaise(payoutTotals?.pending ?? '0')),
    monthlyRevenue: month.monthlyRevenue,
    monthlyGrowth: month.growth,
    transactionCount: captured?.count ?? 0,
  };
}

const payer = aliasedTable(users, 'payer');
const professional = aliasedTable(users, 'professional');

/** Rows of the payments list with titles and names, newest first (payments_status_created_idx). */
export async function transactionRows(
  db: Queryable,
  options: {
    status?: PaymentStatus;
    limit: number;
    offset?: number;
    /** Keyset paging for exports: rows after this payment in the list's order. */
    afterId?: string;
    /** Count every matching row alongside (a page's total); an export's pages skip it. */
    withTotal?: boolean;
  },
): Promise<Array<AdminTransaction & { professionalShare: string; total: number }>> {
  const conditions: Array<SQL | undefined> = [
    options.status ? eq(payments.status, options.status) : undefined,
  ];
  conditions.push(afterRow(payments, options.afterId));
  const rows = await db
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
      total: options.withTotal ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
    })
    .from(payments)
    .innerJoin(consultations, eq(consultations.id, payments.consultationId))
    .innerJoin(payer, eq(payer.id, payments.userId))
    .innerJoin(professional, eq(professional.id, payments.professionalId))
    .where(and(...conditions))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
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
    total: row.total,
  }));
}

/** One page of payments for the admin, in one query (the total rides along as a window count). */
export async function listTransactions(
  ctx: AppContext,
  query: AdminTransactionQuery,
): Promise<Page<AdminTransaction>> {
  const rows = await transactionRows(ctx.db, {
    status: query.status,
    limit: query.pageSize,
    offset: offsetOf(query),
    withTotal: true,
  });
  const total = rows[0]?.total ?? 0;
  const items = rows.map(({ total: _total, professionalShare: _share, ...item }) => item);
  return pageOf(items, query, total);
}

/** 'First Last', or the spec's fallback when both are blank. */
export function nameOf(first: string | null, last: string | null): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name || 'Name not provided';
}
