import { useId } from 'react';
import { Download } from 'lucide-react';
import { rupeesToPaise } from '@salahkar/domain/money';
import type { RefundReason } from '@salahkar/domain/pricing';
import type { PaymentSummary, Receipt, Refund } from '@salahkar/domain/schemas/payments';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { msg, t, useT } from '@/i18n';
import { formatIstDate, formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useConsultationPayments } from '../api/use-consultation-payments.ts';
import { Fact } from '@/components/consultation/consultation-facts.tsx';

const REFUND_REASON_LABEL_IDS: Record<RefundReason, string> = {
  cancelled_before_reply: msg('consultations.payments.refundReason.cancelledBeforeReply'),
  professional_withdrew: msg('consultations.payments.refundReason.professionalWithdrew'),
  query_upheld: msg('consultations.payments.refundReason.queryUpheld'),
  paid_after_hold: msg('consultations.payments.refundReason.paidAfterHold'),
  partial_by_admin: msg('consultations.payments.refundReason.partialByAdmin'),
};

/** A payment's standing in a word or two, with its badge colour. */
export function paymentSummaryStatusOf(payment: PaymentSummary): { text: string; tone: BadgeTone } {
  if (payment.status === 'refunded') {
    return { text: t('consultations.payments.status.refunded'), tone: 'blue' };
  }
  if (payment.status === 'paid') {
    if (rupeesToPaise(payment.refundedAmount) > 0)
      return { text: t('consultations.payments.status.partiallyRefunded'), tone: 'warning' };
    return payment.released
      ? { text: t('consultations.payments.status.paidReleased'), tone: 'success' }
      : { text: t('consultations.payment.paidHeld'), tone: 'success' };
  }
  if (payment.state === 'expired') {
    return { text: t('consultations.payments.status.expired'), tone: 'neutral' };
  }
  return payment.status === 'failed'
    ? { text: t('consultations.payments.status.failed'), tone: 'danger' }
    : { text: t('consultations.payments.status.awaiting'), tone: 'warning' };
}

function RefundLine({ refund }: { refund: Refund }) {
  const t = useT();
  const reasonId = REFUND_REASON_LABEL_IDS[refund.reason as RefundReason] as string | undefined;
  const reason = reasonId ? t(reasonId) : refund.reason;
  return (
    <li className="text-sm">
      <span className="font-medium">{formatRupeeText(refund.amount)}</span> · {reason}
      {refund.note && ` · “${refund.note}”`} ·{' '}
      <span className="text-muted-foreground">
        {refund.processedAt
          ? t('consultations.payments.refundedOn', { date: formatIstDate(refund.processedAt) })
          : t('consultations.payments.refundPendingSince', {
              date: formatIstDate(refund.createdAt),
            })}
      </span>
    </li>
  );
}

function ReceiptLink({ receipt }: { receipt: Receipt }) {
  const t = useT();
  return (
    <li>
      <a
        href={receipt.url}
        download
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        {receipt.kind === 'payment'
          ? t('consultations.payments.downloadReceipt', { number: receipt.number })
          : t('consultations.payments.downloadRefundReceipt', { number: receipt.number })}
      </a>
    </li>
  );
}

function PaymentItem({ payment }: { payment: PaymentSummary }) {
  const t = useT();
  const status = paymentSummaryStatusOf(payment);
  return (
    <li className="space-y-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{formatRupeeText(payment.amount)}</p>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact
          label={
            payment.paidAt
              ? t('consultations.payments.fact.paid')
              : t('consultations.payments.fact.started')
          }
        >
          {formatIstDateTime(payment.paidAt ?? payment.createdAt)}
        </Fact>
        <Fact label={t('consultations.payments.fact.refunded')}>
          {formatRupeeText(payment.refundedAmount)}
        </Fact>
        <Fact label={t('consultations.payments.fact.order')}>
          <span className="break-all">{payment.orderId}</span>
        </Fact>
        <Fact label={t('consultations.payments.fact.gateway')}>
          {payment.gateway === 'simulated' ? t('consultations.payments.testCheckout') : 'Razorpay'}
        </Fact>
      </dl>
      {payment.lastFailure && payment.status === 'pending' && (
        <p className="text-sm text-destructive">
          {t('consultations.payments.lastFailure', { reason: payment.lastFailure })}
        </p>
      )}
      {payment.refunds.length > 0 && (
        <section className="space-y-1">
          <h4 className="text-sm font-semibold">{t('consultations.payments.refunds')}</h4>
          <ul className="space-y-1">
            {payment.refunds.map((refund) => (
              <RefundLine key={refund.id} refund={refund} />
            ))}
          </ul>
        </section>
      )}
      {payment.receipts.length > 0 && (
        <ul aria-label={t('consultations.payments.receipts')} className="flex flex-col gap-1.5">
          {payment.receipts.map((receipt) => (
            <ReceiptLink key={receipt.id} receipt={receipt} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** Payments & receipts of a consultation: each payment, its refunds and its PDF receipts. */
export function PaymentsSection({ consultationId }: { consultationId: string }) {
  const t = useT();
  const payments = useConsultationPayments(consultationId);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="text-base">
          {t('consultations.payments.title')}
        </CardTitle>
        <CardDescription>{t('consultations.payments.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {payments.isPending ? (
          <Spinner label={t('consultations.payments.loading')} className="size-5 text-primary" />
        ) : payments.isError ? (
          <div className="space-y-2 text-sm">
            <p>{t('consultations.payments.loadFailed')}</p>
            <Button size="sm" variant="outline" onClick={() => payments.refetch()}>
              {t('consultations.common.tryAgainButton')}
            </Button>
          </div>
        ) : payments.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('consultations.payments.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {payments.data.items.map((payment) => (
              <PaymentItem key={payment.id} payment={payment} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
