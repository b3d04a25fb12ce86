import { rupeesToPaise } from '@salahkar/domain';
import { and, eq } from 'drizzle-orm';
import type { PaymentOrder } from '@salahkar/domain';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Queryable } from '../../db/client.ts';
import { payments, type Payment } from '../../db/schema/index.ts';

/** The order the checkout pays (paymentOrderSchema), from our payment row. */
export function presentPaymentOrder(payment: Payment, gateway: PaymentGateway): PaymentOrder {
  return {
    orderId: payment.gatewayOrderId,
    amount: rupeesToPaise(payment.amount),
    currency: 'INR',
    gateway: payment.provider,
    keyId: gateway.keyId,
    expiresAt: payment.expiresAt.toISOString(),
    consultationId: payment.consultationId,
  };
}

/** The request's payment awaiting the user, if any (payments_one_pending_per_consultation). */
export async function findPendingPayment(
  db: Queryable,
  consultationId: string,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.consultationId, consultationId), eq(payments.status, 'pending')));
  return row;
}

/** A payment by the gateway order id we stored for it. */
export async function findPaymentByOrder(
  db: Queryable,
  orderId: string,
): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.gatewayOrderId, orderId));
  return row;
}
