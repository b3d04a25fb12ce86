import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  type AdminPayoutQuery,
  formatRupees,
  MIN_PAYOUT_PAISE,
  offsetOf,
  pageOf,
  type Page,
  type PageQuery,
  type Payout,
  type PayoutStatus,
  paiseToDecimalText,
  rupeesToPaise,
  wholeRupeesOf,
  wholeRupeesToPaise,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { cappedCount, cursorTimeOf, keysetPage, newestFirstPage } from '../../db/keyset.ts';
import { auditLog, payouts, users, type PayoutRow } from '../../db/schema/index.ts';
import { inUnitOfWork } from '../../db/unit-of-work.ts';
import { badRequest, conflict, notFound, type AppError } from '../../errors.ts';
import { queuePayoutRequestedMail } from '../notifications/money-mails.ts';
import { queuePayoutPaidMail } from '../notifications/notification-mails.ts';
import { payoutPaidNotice } from '../notifications/notices.ts';
import { payoutPaidReach } from '../reach/push-texts.ts';
import { reachPeople } from '../reach/reach-people.ts';
import { notifyLive } from '../notifications/notify.ts';
import { recordMovement, walletBalanceOf } from '../ledger/ledger.ts';

/**
 * A professional asks to be paid part of their wallet: whole rupees, at most the balance. Their
 * user row is locked first, so two requests at once queue and the second sees the first's debit:
 * together they can never take more than the wallet holds. The money moves to payout clearing
 * until an admin records the bank transfer. The payout's id is the id of that ledger movement,
 * which is how the wallet's movements tell a payout's state without a column for it.
 */
export async function requestPayout(
  ctx: AppContext,
  professionalId: string,
  amountRupees: number,
): Promise<Payout> {
  const payoutId = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, professionalId)).for('update');
    const balancePaise = await walletBalanceOf(tx, professionalId);
    const amountPaise = wholeRupeesToPaise(amountRupees);
    if (amountPaise > balancePaise) throw overdrawn(balancePaise);
    const transactionId = await recordMovement(tx, {
      legs: [
        {
          account: 'professional_wallet',
          ownerId: professionalId,
          amountPaise,
          description: 'Payout requested',
        },
        { account: 'payout_clearing', amountPaise: -amountPaise, description: 'Payout requested' },
      ],
    });
    await tx.insert(payouts).values({
      id: transactionId,
      professionalId,
      amount: paiseToDecimalText(amountPaise),
    });
    await queuePayoutRequestedMail(ctx, tx, { id: transactionId, professionalId, amountPaise });
    return transactionId;
  });
  return (await findPayouts(ctx.db, eq(payouts.id, payoutId), { page: 1, pageSize: 1 }))[0]!;
}

/** Why a payout above the balance is refused; payouts are whole rupees, at least ₹100. */
function overdrawn(balancePaise: number): AppError {
  const wholeRupeesPaise = wholeRupeesToPaise(wholeRupeesOf(balancePaise));
  if (balancePaise <= 0) return badRequest('WALLET_EMPTY');
  if (wholeRupeesPaise < MIN_PAYOUT_PAISE) {
    return badRequest('WALLET_BELOW_MIN_PAYOUT', { min: formatRupees(MIN_PAYOUT_PAISE) });
  }
  return badRequest('PAYOUT_ABOVE_BALANCE', { max: formatRupees(wholeRupeesPaise) });
}

/**
 * An admin records the bank transfer of a requested payout; the money leaves payout clearing
 * for the bank. The row is locked, so a second click answers 409 instead of paying twice.
 */
export async function markPayoutPaid(
  ctx: AppContext,
  adminId: string,
  payoutId: string,
  bankReference: string,
): Promise<Payout> {
  await inUnitOfWork(ctx, async (tx, afterCommit) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (!payout) throw notFound('PAYOUT_NOT_FOUND');
    if (payout.status === 'paid') {
      throw conflict('PAYOUT_ALREADY_PAID', { reference: payout.bankReference ?? '' });
    }
    const amountPaise = rupeesToPaise(payout.amount);
    const paidAt = new Date();
    await tx
      .update(payouts)
      .set({ status: 'paid', bankReference, paidAt, paidBy: adminId })
      .where(eq(payouts.id, payoutId));
    await recordMovement(tx, {
      at: paidAt,
      legs: [
        { account: 'payout_clearing', amountPaise, description: 'Payout sent' },
        {
          account: 'gateway',
          amountPaise: -amountPaise,
          description: `Payout sent (bank reference ${bankReference})`,
        },
      ],
    });
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: 'payout.paid',
      targetType: 'payout',
      targetId: payoutId,
      metadata: { amount: payout.amount, bankReference, professionalId: payout.professionalId },
    });
    await notifyLive(ctx, tx, afterCommit, [
      payoutPaidNotice(payout.professionalId, amountPaise, bankReference),
    ]);
    await reachPeople(tx, ctx.config, [
      payoutPaidReach(payout.professionalId, payoutId, amountPaise),
    ]);
    await queuePayoutPaidMail(ctx, tx, {
      id: payoutId,
      professionalId: payout.professionalId,
      amountPaise,
      bankReference,
    });
  });
  return (await findPayouts(ctx.db, eq(payouts.id, payoutId), { page: 1, pageSize: 1 }))[0]!;
}

/** A professional's own payouts, newest first (payouts_professional_idx). */
export function listOwnPayouts(
  ctx: AppContext,
  professionalId: string,
  query: PageQuery,
): Promise<Page<Payout>> {
  return pageOfPayouts(ctx.db, eq(payouts.professionalId, professionalId), query);
}

/** The admin payouts list's filter: one status (payouts_status_idx) or every payout. */
export const adminPayoutsWhere = (status: PayoutStatus | undefined): SQL | undefined =>
  status ? eq(payouts.status, status) : undefined;

/**
 * The admin's page of payouts, newest requested first by (requested_at, id): `pageSize + 1` rows
 * after the cursor (or at the page's offset without one), walking payouts_status_idx or
 * payouts_requested_idx and stopping there (docs/decisions/152-keyset-pagination.md).
 */
export function adminPayoutsPageQuery(db: Queryable, query: AdminPayoutQuery) {
  return newestFirstPage(
    payoutsSelect(db).$dynamic(),
    payouts.requestedAt,
    payouts.id,
    adminPayoutsWhere(query.status),
    query,
  );
}

/** Every payout for admins, optionally in one status, newest first: by cursor, total capped. */
export async function listPayouts(ctx: AppContext, query: AdminPayoutQuery): Promise<Page<Payout>> {
  return keysetPage(
    await adminPayoutsPageQuery(ctx.db, query),
    query,
    (row) => ({ createdAt: row.cursorAt, id: row.payout.id }),
    () => cappedCount(ctx.db, payouts, adminPayoutsWhere(query.status)),
    (rows) => rows.map(presentPayout),
  );
}

async function pageOfPayouts(
  db: Queryable,
  where: SQL | undefined,
  query: PageQuery,
): Promise<Page<Payout>> {
  const items = await findPayouts(db, where, query);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(payouts).where(where);
  return pageOf(items, query, total);
}

/** Payouts with their professional's name and each row's cursor time. */
function payoutsSelect(db: Queryable) {
  return db
    .select({
      payout: payouts,
      professionalName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      cursorAt: cursorTimeOf(payouts.requestedAt),
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.professionalId));
}

type PayoutListRow = { payout: PayoutRow; professionalName: string };

function presentPayout({ payout, professionalName }: PayoutListRow): Payout {
  return {
    id: payout.id,
    professionalId: payout.professionalId,
    professionalName,
    amount: payout.amount,
    status: payout.status,
    bankReference: payout.bankReference,
    requestedAt: payout.requestedAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
  };
}

async function findPayouts(
  db: Queryable,
  where: SQL | undefined,
  query: PageQuery,
): Promise<Payout[]> {
  const rows = await payoutsSelect(db)
    .where(and(where))
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return rows.map(presentPayout);
}
