import { rupeesToPaise } from '@salahkar/domain';
import { badRequest } from '../../errors.ts';

/**
 * The paise of a partial refund an admin typed in rupees (on a payment or when resolving a query).
 * The schema has checked it is more than ₹0; a third decimal would be a fraction of a paisa.
 */
export function refundPaiseOf(rupees: number): number {
  try {
    return rupeesToPaise(rupees);
  } catch (error) {
    if (error instanceof RangeError) {
      throw badRequest('REFUND_NOT_PAISE');
    }
    throw error;
  }
}
