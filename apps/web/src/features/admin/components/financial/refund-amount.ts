import { formatRupeesToPaisa } from '@salahkar/domain/format';
import { rupeesToPaise } from '@salahkar/domain/money';
import { adminRefundSchema } from '@salahkar/domain/schemas/payments';
import { msg, t } from '@/i18n';

/** The refund's amount rule the server applies: rupees with at most two decimals, more than ₹0. */
const refundAmountSchema = adminRefundSchema.shape.amount.unwrap();

/**
 * Why `amount` cannot be refunded, or null when it can: the server's own amount rule (the shared
 * schema), then no more than what is left of the payment (the server refuses that too, but later
 * and less clearly).
 */
export function refundAmountIssue(amount: string, remainingPaise: number): string | null {
  const text = amount.trim();
  if (!text) return t(msg('admin.refund.amountMissing'));
  const parsed = refundAmountSchema.safeParse(text);
  if (!parsed.success) {
    // Only the schema's refinements (more than ₹0, at most the cap) leave a readable amount.
    const readable = parsed.error.issues.every((issue) => issue.code === 'custom');
    if (!readable) return t(msg('admin.refund.notRupees'));
    if (Number(text) <= 0) return t(msg('admin.refund.moreThanZero'));
    return upTo(remainingPaise);
  }
  return rupeesToPaise(parsed.data) > remainingPaise ? upTo(remainingPaise) : null;
}

const upTo = (remainingPaise: number) =>
  t(msg('admin.refund.upTo'), { amount: formatRupeesToPaisa(remainingPaise) });

/** Why the refund's reason is not acceptable (the payments schema's own rule), or null. */
export function refundReasonIssue(reason: string): string | null {
  const parsed = adminRefundSchema.shape.reason.safeParse(reason);
  return parsed.success
    ? null
    : (parsed.error.issues[0]?.message ?? t(msg('admin.refund.reasonMissing')));
}
