import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DEFAULT_COMMISSION_BASIS_POINTS,
  PAYMENT_HOLD_MS,
  splitCommission,
  paiseToDecimalText,
  wholeRupeesToPaise,
} from '@salahkar/domain';
import { recordMovement } from '../../modules/ledger/ledger.ts';
import { issueReceipt } from '../../modules/receipts/receipts.service.ts';
import type { Transaction } from '../client.ts';
import {
  consultations,
  payments,
  simulatedGatewayOrders,
  simulatedGatewayPayments,
} from '../schema/index.ts';

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
 * escrow with its receipt and, for a completed case, the release to the professional and the
 * platform: the same records the capture and the escrow-release job write.
 */
export async function writeDemoPayment(tx: Transaction, facts: DemoPayment): Promise<void> {
  const amount = wholeRupeesToPaise(facts.amountRupees);
  const { platformSharePaise: platformShare, professionalSharePaise: professionalShare } =
    splitCommission(amount, DEFAULT_COMMISSION_BASIS_POINTS);
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
      amount: paiseToDecimalText(amount),
      platformShare: paiseToDecimalText(platformShare),
      professionalShare: paiseToDecimalText(professionalShare),
      status: 'paid',
      provider: 'simulated',
      gatewayOrderId,
      gatewayPaymentId,
      expiresAt: new Date(orderedAt.getTime() + PAYMENT_HOLD_MS),
      paidAt: facts.paidAt,
      releasedAt: facts.completedAt,
      createdAt: orderedAt,
      updatedAt: facts.paidAt,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment insert returned nothing');
  // Every captured payment has its receipt, as the capture issues one: the case page offers it.
  await issueReceipt(tx, {
    kind: 'payment',
    paymentId: payment.id,
    amountPaise: amount,
    at: facts.paidAt,
  });

  await tx
    .update(consultations)
    .set({
      assignedTo: facts.professionalId,
      finalAmount: paiseToDecimalText(amount),
      paymentStatus: 'paid',
      paymentOrderId: gatewayOrderId,
      paymentId: gatewayPaymentId,
    })
    .where(eq(consultations.id, facts.consultationId));

  // The simulated gateway's books know the demo payments, so refunding one works as for any other.
  await tx
    .insert(simulatedGatewayOrders)
    .values({ id: gatewayOrderId, amountPaise: amount, receipt: payment.id, createdAt: orderedAt });
  await tx.insert(simulatedGatewayPayments).values({
    id: gatewayPaymentId,
    orderId: gatewayOrderId,
    amountPaise: amount,
    status: 'captured',
    method: 'upi',
    createdAt: facts.paidAt,
  });

  const movement = { consultationId: facts.consultationId, paymentId: payment.id };
  await recordMovement(tx, {
    ...movement,
    at: facts.paidAt,
    legs: [
      { account: 'gateway', amountPaise: amount, description: 'Payment captured' },
      { account: 'escrow', amountPaise: -amount, description: 'Held in escrow until completion' },
    ],
  });
  if (!facts.completedAt) return;
  await recordMovement(tx, {
    ...movement,
    at: facts.completedAt,
    legs: [
      { account: 'escrow', amountPaise: amount, description: 'Escrow released at completion' },
      {
        account: 'platform_revenue',
        amountPaise: -platformShare,
        description: 'Platform commission',
      },
      {
        account: 'professional_wallet',
        ownerId: facts.professionalId,
        amountPaise: -professionalShare,
        description: 'Earnings from a completed consultation',
      },
    ],
  });
}

function shortId(): string {
  return randomUUID().replaceAll('-', '').slice(0, 14);
}
