import { adminRefundSchema } from '@salahkar/domain/schemas/payments';
import { msg, t } from '@/i18n';
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
  if (!text) return t(msg('admin.refund.amountMissing'));
  if (!/^\d+$/.test(text)) return t(msg('admin.refund.wholeRupees'));
  const rupees = Number(text);
  if (rupees <= 0) return t(msg('admin.refund.moreThanZero'));
  if (rupees > maxWholeRupees(remainingPaise)) {
    return t(msg('admin.refund.upTo'), {
      amount: formatRupees(maxWholeRupees(remainingPaise) * 100),
    });
  }
  return null;
}

/** Why the refund's reason is not acceptable (the payments schema's own rule), or null. */
export function refundReasonIssue(reason: string): string | null {
  const parsed = adminRefundSchema.shape.reason.safeParse(reason);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? t(msg('admin.refund.reasonMissing')));
}
