import type { Refund } from '@salahkar/domain';
import type { RefundRow } from '../../db/schema/index.ts';

/** A refund as its payer, the professional and admins read it. */
export function presentRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    paymentId: row.paymentId,
    amount: row.amount,
    reason: row.reason,
    note: row.note,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}
