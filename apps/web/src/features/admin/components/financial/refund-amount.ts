import { adminRefundSchema } from '@salahkar/domain/schemas/payments';
import { formatRupees } from '@/lib/format.ts';

/** The most an admin can refund here: what is left of the payment, in whole rupees. */
export function maxWholeRupees(remainingPaise: number): number {
  return Math.floor(remainingPaise / 100);
}

/**
 * Why `amount` cannot be refunded, or null when it can: admins refund whole rupees, more than
 * ₹0 and no more than what is left (the server refuses the rest too, but later and less clearly).
 */
export function refundAmountIssue(amount: string, remainingPaise: number): string | null {
  const text = amount.trim();
  if (!text) return 'Please enter the amount to refund';
  if (!/^\d+$/.test(text)) return 'Refunds here are in whole rupees';
  const rupees = Number(text);
  if (rupees <= 0) return 'A refund must be more than ₹0';
  if (rupees > maxWholeRupees(remainingPaise)) {
    return `You can refund up to ${formatRupees(maxWholeRupees(remainingPaise) * 100)}, what is left of the payment`;
  }
  return null;
}

/** Why the refund's reason is not acceptable (the payments schema's own rule), or null. */
export function refundReasonIssue(reason: string): string | null {
  const parsed = adminRefundSchema.shape.reason.safeParse(reason);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please give a reason');
}
