import type { z } from 'zod';
import { type adminRefundSchema, type Refund } from '@salahkar/domain';
import type { AppContext } from '../../context.ts';
import { auditLog } from '../../db/schema/index.ts';
import { adminRefundRequestOf } from './refund-paise.ts';
import { presentRefund } from './refund-presenter.ts';
import { requestRefund, sendRefund } from './refunds.service.ts';

type AdminRefund = z.output<typeof adminRefundSchema>;

/**
 * An admin refunds a payment: in full (a query upheld) without an amount, else partially, always
 * with a reason, which the audit log keeps. The consultation's status is left as it is.
 */
export async function refundByAdmin(
  ctx: AppContext,
  adminId: string,
  paymentId: string,
  input: AdminRefund,
): Promise<Refund> {
  const request = adminRefundRequestOf(input);
  const refundId = await ctx.db.transaction(async (tx) => {
    // requestRefund locks the payment, then touches the case: the order capture takes too.
    const refund = await requestRefund(ctx, tx, {
      paymentId,
      request,
      note: input.reason,
      requestedBy: adminId,
    });
    await tx.insert(auditLog).values({
      actorId: adminId,
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: paymentId,
      notes: input.reason,
      metadata: {
        refundId: refund.id,
        amount: refund.amount,
        reason: refund.reason,
        consultationId: refund.consultationId,
      },
    });
    return refund.id;
  });
  return presentRefund(await sendRefund(ctx, refundId));
}
