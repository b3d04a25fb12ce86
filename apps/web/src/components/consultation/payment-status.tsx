import type { ConsultationStatus } from '@salahkar/domain/enums';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { ConsultationPaymentBrief } from '@salahkar/domain/schemas/consultations';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { t } from '@/i18n';
import { formatRupees } from '@/lib/format.ts';
import { formatRupeeText, remainingPaiseOf } from '@/lib/rupee-amounts.ts';

/** Where a case's money stands, in a few words: 'Paid · held in escrow', 'Refunded ₹800'. */
export function paymentStatusOf(
  payment: ConsultationPaymentBrief,
  status: ConsultationStatus,
): { text: string; tone: BadgeTone } {
  const refundedPaise = rupeesToPaise(payment.refundedAmount);
  switch (payment.state) {
    case 'awaiting_payment':
      return { text: t('consultations.payment.pending'), tone: 'warning' };
    case 'expired':
      return { text: t('consultations.payment.lapsed'), tone: 'neutral' };
    case 'refunded':
      return {
        text: t('consultations.payment.refundedAmount', {
          amount: formatRupeeText(payment.refundedAmount),
        }),
        tone: 'blue',
      };
    case 'paid':
      if (refundedPaise > 0) {
        return {
          text: t('consultations.payment.partiallyRefundedAmount', {
            refunded: formatRupees(refundedPaise),
            amount: formatRupeeText(payment.amount),
          }),
          tone: 'warning',
        };
      }
      // Escrow is released once the case completes; until then the money waits with Salahkar.
      return status === 'completed'
        ? { text: t('consultations.payment.paid'), tone: 'success' }
        : { text: t('consultations.payment.paidHeld'), tone: 'success' };
  }
}

/** A case's payment as a badge; nothing when the reader may not see its payment. */
export function PaymentStatusBadge({
  consultation,
}: {
  consultation: { payment: ConsultationPaymentBrief | null; status: ConsultationStatus };
}) {
  if (!consultation.payment) return null;
  const { text, tone } = paymentStatusOf(consultation.payment, consultation.status);
  return <Badge tone={tone}>{text}</Badge>;
}

/** The refund a full cancellation of this payment gives now, e.g. '₹800'. */
export function refundDueText(payment: ConsultationPaymentBrief): string {
  return formatRupees(remainingPaiseOf(payment));
}
