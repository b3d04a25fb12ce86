import type { z } from 'zod';
import { rupeesToPaise, type adminRefundSchema, type RefundRequest } from '@salahkar/domain';
import { badRequest } from '../../errors.ts';

/**
 * The refund an admin asks for, on a payment or when resolving a complaint: the whole payment when
 * no amount is given, else that part of it with the admin's reason.
 */
export function adminRefundRequestOf(input: z.output<typeof adminRefundSchema>): RefundRequest {
  if (input.amount === undefined) return { reason: 'query_upheld' };
  return {
    reason: 'partial_by_admin',
    amountPaise: refundPaiseOf(input.amount),
    note: input.reason,
  };
}

/**
 * The paise of a partial refund an admin typed in rupees (on a payment or when resolving a query).
 * The schema has checked it is more than ₹0; a third decimal would be a fraction of a paisa.
 */
function refundPaiseOf(rupees: number): number {
  try {
    return rupeesToPaise(rupees);
  } catch (error) {
    if (error instanceof RangeError) {
      throw badRequest('REFUND_NOT_PAISE');
    }
    throw error;
  }
}
