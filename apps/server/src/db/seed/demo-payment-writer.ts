import { randomUUID } from 'node:crypto';
import { PAYMENT_HOLD_MS } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../client.ts';
import { fromPaise, rupeesToPaise } from '../money.ts';
import { consultations, ledgerEntries, payments, type NewLedgerEntry } from '../schema/index.ts';

/** The platform's default commission (decisions.md), applied to the demo payments. */
const DEMO_COMMISSION_PERCENT = 10;

export interface DemoPayment {
  consultationId: string;
  offerId: string;
  userId: string;
  professionalId: string;
  /** Whole rupees: the accepted offer. */
  amountRupees: number;
  paidAt: Date;
  /** When the case completed and escrow was released, if it has. */
  completedAt: Date | null;
}

/**
 * The paid gateway order of an accepted offer, the consultation's assignment, the capture into
 * escrow and, for a completed case, the release to the professional and the platform.
 */
export async function writeDemoPayment(tx: Transaction, facts: DemoPayment): Promise<void> {
  const amount = rupeesToPaise(facts.amountRupees);
  const platformShare = Math.round((amount * DEMO_COMMISSION_PERCENT) / 100);
  const professionalShare = amount - platformShare;
  const orderedAt = new Date(facts.paidAt.getTime() - 3 * 60_000);
  const gatewayOrderId = `order_sim_${shortId()}`;
  const gatewayPaymentId = `pay_sim_${shortId()}`;

  const [payment] = await tx
    .insert(payments)
    .values({
      consultationId: facts.consultationId,
      offerId: facts.offerId,
      userId: facts.userId,
      professionalId: facts.professionalId,
      amount: fromPaise(amount),
      platformShare: fromPaise(platformShare),
      professionalShare: fromPaise(professionalShare),
      status: 'paid',
      provider: 'simulated',
      gatewayOrderId,
      gatewayPaymentId,
      expiresAt: new Date(orderedAt.getTime() + PAYMENT_HOLD_MS),
      paidAt: facts.paidAt,
      createdAt: orderedAt,
      updatedAt: facts.paidAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned nothing');

  await tx
    .update(consultations)
    .set({
      assignedTo: facts.professionalId,
      finalAmount: fromPaise(amount),
      paymentStatus: 'paid',
      paymentOrderId: gatewayOrderId,
      paymentId: gatewayPaymentId,
    })
    .where(eq(consultations.id, facts.consultationId));

  const common = { consultationId: facts.consultationId, paymentId: payment.id };
  await writeLedgerTransaction(tx, facts.paidAt, [
    { ...common, account: 'gateway', amount: fromPaise(amount), description: 'Payment captured' },
    {
      ...common,
      account: 'escrow',
      amount: fromPaise(-amount),
      description: 'Held in escrow until completion',
    },
  ]);
  if (!facts.completedAt) return;
  await writeLedgerTransaction(tx, facts.completedAt, [
    { ...common, account: 'escrow', amount: fromPaise(amount), description: 'Escrow released' },
    {
      ...common,
      account: 'platform_revenue',
      amount: fromPaise(-platformShare),
      description: `Platform commission (${DEMO_COMMISSION_PERCENT}%)`,
    },
    {
      ...common,
      account: 'professional_wallet',
      ownerId: facts.professionalId,
      amount: fromPaise(-professionalShare),
      description: 'Consultation fee earned',
    },
  ]);
}

type EntryDraft = Omit<NewLedgerEntry, 'transactionId' | 'createdAt'>;

/** One balanced ledger transaction (the database refuses to commit an unbalanced one). */
async function writeLedgerTransaction(
  tx: Transaction,
  at: Date,
  entries: EntryDraft[],
): Promise<void> {
  const transactionId = randomUUID();
  await tx
    .insert(ledgerEntries)
    .values(entries.map((entry) => ({ ...entry, transactionId, createdAt: at })));
}

function shortId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 14);
}
