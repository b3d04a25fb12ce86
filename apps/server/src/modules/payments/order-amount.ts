import { rupeesToPaise } from '@salahkar/domain';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

/** A payment as the gateway reports it: its sum in paise and currency, when the report has them. */
export interface ReportedAmount {
  amountPaise?: number | null;
  currency?: string | null;
}

/**
 * Whether a payment the gateway reports for our order is for another sum (or currency) than the
 * order we stored. Razorpay fixes an order's amount, so this only trips on a gateway fault or a
 * misrouted event; then nothing is captured on it. A report without an amount is judged by its
 * order alone.
 */
export async function paysAnotherAmount(
  db: Queryable,
  orderId: string,
  reported: ReportedAmount,
): Promise<boolean> {
  if (reported.currency && reported.currency !== 'INR') return true;
  if (reported.amountPaise === undefined || reported.amountPaise === null) return false;
  const [payment] = await db
    .select({ amount: payments.amount })
    .from(payments)
    .where(eq(payments.gatewayOrderId, orderId));
  return payment !== undefined && rupeesToPaise(payment.amount) !== reported.amountPaise;
}
