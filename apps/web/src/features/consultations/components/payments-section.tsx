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
import { formatIstDate, formatIstDateTime } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { useConsultationPayments } from '../api/use-consultation-payments.ts';
import { Fact } from './consultation-facts.tsx';

const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  cancelled_before_reply: 'Cancelled before the first reply',
  professional_withdrew: 'The professional withdrew',
  query_upheld: 'Query upheld by Salahkar',
  paid_after_hold: 'Paid after the offer was no longer held',
  partial_by_admin: 'Partial refund by Salahkar',
};

/** A payment's standing in a word or two, with its badge colour. */
export function paymentSummaryStatusOf(payment: PaymentSummary): { text: string; tone: BadgeTone } {
  if (payment.status === 'refunded') return { text: 'Refunded', tone: 'blue' };
  if (payment.status === 'paid') {
    if (rupeesToPaise(payment.refundedAmount) > 0)
      return { text: 'Partially refunded', tone: 'warning' };
    return payment.released
      ? { text: 'Paid · released', tone: 'success' }
      : { text: 'Paid · held in escrow', tone: 'success' };
  }
  if (payment.state === 'expired') return { text: 'Expired · nothing charged', tone: 'neutral' };
  return payment.status === 'failed'
    ? { text: 'Failed', tone: 'danger' }
    : { text: 'Awaiting payment', tone: 'warning' };
}

function RefundLine({ refund }: { refund: Refund }) {
  const reason = REFUND_REASON_LABELS[refund.reason as RefundReason] ?? refund.reason;
  return (
    <li className="text-sm">
      <span className="font-medium">{formatRupeeText(refund.amount)}</span> · {reason}
      {refund.note && ` · “${refund.note}”`} ·{' '}
      <span className="text-muted-foreground">
        {refund.processedAt
          ? `Refunded ${formatIstDate(refund.processedAt)}`
          : `On its way since ${formatIstDate(refund.createdAt)}`}
      </span>
    </li>
  );
}

function ReceiptLink({ receipt }: { receipt: Receipt }) {
  return (
    <li>
      <a
        href={receipt.url}
        download
        className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        Download {receipt.kind === 'payment' ? 'receipt' : 'refund receipt'} {receipt.number}
      </a>
    </li>
  );
}

function PaymentItem({ payment }: { payment: PaymentSummary }) {
  const status = paymentSummaryStatusOf(payment);
  return (
    <li className="space-y-3 rounded-lg border border-border p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold">{formatRupeeText(payment.amount)}</p>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Fact label={payment.paidAt ? 'Paid' : 'Started'}>
          {formatIstDateTime(payment.paidAt ?? payment.createdAt)}
        </Fact>
        <Fact label="Refunded">{formatRupeeText(payment.refundedAmount)}</Fact>
        <Fact label="Order">
          <span className="break-all">{payment.orderId}</span>
        </Fact>
        <Fact label="Gateway">
          {payment.gateway === 'simulated' ? 'Test checkout' : 'Razorpay'}
        </Fact>
      </dl>
      {payment.lastFailure && payment.status === 'pending' && (
        <p className="text-sm text-destructive">Last attempt failed: {payment.lastFailure}</p>
      )}
      {payment.refunds.length > 0 && (
        <section className="space-y-1">
          <h4 className="text-sm font-semibold">Refunds</h4>
          <ul className="space-y-1">
            {payment.refunds.map((refund) => (
              <RefundLine key={refund.id} refund={refund} />
            ))}
          </ul>
        </section>
      )}
      {payment.receipts.length > 0 && (
        <ul aria-label="Receipts" className="flex flex-col gap-1.5">
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
  const payments = useConsultationPayments(consultationId);
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="text-base">
          Payments &amp; receipts
        </CardTitle>
        <CardDescription>
          Payments are held in escrow until the consultation completes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {payments.isPending ? (
          <Spinner label="Loading payments…" className="size-5 text-primary" />
        ) : payments.isError ? (
          <div className="space-y-2 text-sm">
            <p>Could not load the payments. Check your connection and try again.</p>
            <Button size="sm" variant="outline" onClick={() => payments.refetch()}>
              Try Again
            </Button>
          </div>
        ) : payments.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments yet.</p>
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
