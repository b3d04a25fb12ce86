import { paiseToDecimalText, rupeesToPaise } from '@salahkar/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.ts';
import { ledgerEntries, type LedgerAccount } from '../../db/schema/index.ts';

/**
 * The one writer of the double-entry ledger. A movement is a list of legs in paise (debit
 * positive, credit negative) that must sum to zero; the database checks it again at commit.
 * Legs of zero are dropped (a 0% commission has no commission leg).
 */
export interface LedgerLeg {
  account: LedgerAccount;
  amountPaise: number;
  /** The professional, for professional_wallet legs only. */
  ownerId?: string;
  description: string;
}

export interface LedgerMovement {
  consultationId?: string | null;
  paymentId?: string | null;
  legs: LedgerLeg[];
  at?: Date;
}

/** Records one balanced movement inside the caller's transaction; returns its transaction id. */
export async function recordMovement(tx: Transaction, movement: LedgerMovement): Promise<string> {
  const legs = movement.legs.filter((leg) => leg.amountPaise !== 0);
  const sum = legs.reduce((total, leg) => total + leg.amountPaise, 0);
  if (legs.length < 2 || sum !== 0) {
    throw new Error(`A ledger movement must have balanced legs; these sum to ${sum} paise`);
  }
  const transactionId = randomUUID();
  await tx.insert(ledgerEntries).values(
    legs.map((leg) => ({
      transactionId,
      account: leg.account,
      ownerId: leg.ownerId ?? null,
      amount: paiseToDecimalText(leg.amountPaise),
      consultationId: movement.consultationId ?? null,
      paymentId: movement.paymentId ?? null,
      description: leg.description,
      ...(movement.at ? { createdAt: movement.at } : {}),
    })),
  );
  return transactionId;
}

/**
 * The balance of an account in paise as a debit-positive sum. Liabilities (escrow, wallets,
 * revenue) are credits, so what we hold or owe is the negated sum.
 */
export async function accountSum(
  db: Queryable,
  account: LedgerAccount,
  filter: { ownerId?: string; paymentId?: string; consultationId?: string } = {},
): Promise<number> {
  const conditions = [eq(ledgerEntries.account, account)];
  if (filter.ownerId) conditions.push(eq(ledgerEntries.ownerId, filter.ownerId));
  if (filter.paymentId) conditions.push(eq(ledgerEntries.paymentId, filter.paymentId));
  if (filter.consultationId)
    conditions.push(eq(ledgerEntries.consultationId, filter.consultationId));
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(...conditions));
  return rupeesToPaise(row?.total ?? '0');
}

/** What escrow still holds for a payment, in paise (0 once released or refunded in full). */
export async function escrowHeldFor(db: Queryable, paymentId: string): Promise<number> {
  // 0 − x, not −x: an empty or settled account is 0, never −0.
  return 0 - (await accountSum(db, 'escrow', { paymentId }));
}

/** What the platform owes a professional, in paise: their wallet balance. */
export async function walletBalanceOf(db: Queryable, professionalId: string): Promise<number> {
  return 0 - (await accountSum(db, 'professional_wallet', { ownerId: professionalId }));
}
