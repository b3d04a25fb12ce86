import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  offsetOf,
  pageOf,
  startOfIstMonth,
  type Page,
  type PageQuery,
  type Wallet,
  type WalletMovement,
  type WalletMovementKind,
  paiseToDecimalText,
  rupeesToPaise,
} from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { consultations, ledgerEntries, payments, payouts } from '../../db/schema/index.ts';

// A professional's wallet, read from the ledger (debit positive, credit negative): releases credit
// it, payout requests and refund claw-backs debit it. "Earned" counts the credits only, so a payout
// never lowers what was earned; a claw-back shows as its own movement and lowers the balance.

const isWalletOf = (professionalId: string) =>
  and(eq(ledgerEntries.account, 'professional_wallet'), eq(ledgerEntries.ownerId, professionalId));

/** GET /api/professional/wallet: balance, payouts waiting, earnings and escrow, in rupees. */
export async function walletOf(
  ctx: AppContext,
  professionalId: string,
  now = new Date(),
): Promise<Wallet> {
  const credit = sql`${ledgerEntries.amount} < 0`;
  const [sums] = await ctx.db
    .select({
      balance: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text`,
      totalEarned: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${credit}), 0)::text`,
      thisMonth: sql<string>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${credit} and ${ledgerEntries.createdAt} >= ${startOfIstMonth(now).toISOString()}::timestamptz), 0)::text`,
    })
    .from(ledgerEntries)
    .where(isWalletOf(professionalId));
  const [requested] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${payouts.amount}), 0)::text` })
    .from(payouts)
    .where(and(eq(payouts.professionalId, professionalId), eq(payouts.status, 'requested')));
  // Escrow is credited on capture and debited on refund and release, per payment.
  const [escrow] = await ctx.db
    .select({ held: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(
      and(
        eq(ledgerEntries.account, 'escrow'),
        eq(payments.professionalId, professionalId),
        isNull(payments.releasedAt),
      ),
    );
  const rupees = (text: string | undefined) => paiseToDecimalText(rupeesToPaise(text ?? '0'));
  const balancePaise = rupeesToPaise(sums?.balance ?? '0');
  return {
    // A claw-back after a payout can leave the wallet owing; nothing can be requested until
    // later earnings cover it, which is what the balance means to the professional.
    balance: paiseToDecimalText(Math.max(0, balancePaise)),
    pendingPayouts: rupees(requested?.total),
    totalEarned: rupees(sums?.totalEarned),
    thisMonth: rupees(sums?.thisMonth),
    inEscrow: rupees(escrow?.held),
  };
}

/**
 * GET /api/professional/wallet/movements: one row per ledger movement of the wallet, newest
 * first, in one query with the consultation's title and, for a payout, its state (a payout's id
 * is the id of the ledger movement that set its money aside; see payouts.service.ts).
 */
export async function walletMovements(
  ctx: AppContext,
  professionalId: string,
  query: PageQuery,
): Promise<Page<WalletMovement>> {
  const rows = await ctx.db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      description: ledgerEntries.description,
      consultationId: ledgerEntries.consultationId,
      consultationTitle: consultations.title,
      payoutStatus: payouts.status,
      bankReference: payouts.bankReference,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .leftJoin(consultations, eq(consultations.id, ledgerEntries.consultationId))
    .leftJoin(payouts, eq(payouts.id, ledgerEntries.transactionId))
    .where(isWalletOf(professionalId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(ledgerEntries)
    .where(isWalletOf(professionalId));

  const items = rows.map((row): WalletMovement => {
    // Credits to the wallet are positive here, as the professional reads them.
    const amountPaise = -rupeesToPaise(row.amount);
    const kind: WalletMovementKind =
      amountPaise > 0
        ? 'earning'
        : row.payoutStatus === 'paid'
          ? 'payout_paid'
          : row.payoutStatus === 'requested'
            ? 'payout_requested'
            : 'refund_clawback';
    return {
      id: row.id,
      kind,
      amount: paiseToDecimalText(amountPaise),
      description:
        kind === 'payout_paid'
          ? `Payout sent (bank reference ${row.bankReference})`
          : row.description,
      consultationId: row.consultationId,
      consultationTitle: row.consultationTitle,
      createdAt: row.createdAt.toISOString(),
    };
  });
  return pageOf(items, query, total);
}
