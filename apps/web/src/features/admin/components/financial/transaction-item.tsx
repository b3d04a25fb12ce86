import { useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { PaymentStatus } from '@salahkar/domain/enums';
import type { AdminTransaction } from '@salahkar/domain/schemas/admin-finance';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { paymentStatusLabel, useT } from '@/i18n';
import { formatIstDateTime, formatRupees } from '@/lib/format.ts';
import { formatRupeeText, remainingPaiseOf } from '@/lib/rupee-amounts.ts';
import { RefundPaymentDialog } from './refund-payment-dialog.tsx';

const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'blue',
};

/** A payment was captured if it is paid, or was paid and then (partly) refunded. */
function isCaptured(transaction: AdminTransaction): boolean {
  return transaction.status === 'paid' || transaction.status === 'refunded';
}

/** One payment: the case, who paid whom, the amount, refunds so far and a Refund action. */
export function TransactionItem({ transaction }: { transaction: AdminTransaction }) {
  const t = useT();
  const [refunding, setRefunding] = useState(false);
  const remainingPaise = remainingPaiseOf(transaction);
  const refunded = transaction.refundedAmount !== '0.00';
  const canRefund = isCaptured(transaction) && remainingPaise > 0;
  return (
    <li className="flex flex-col gap-3 py-3 text-sm sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium break-words">{transaction.consultationTitle}</p>
        <p className="text-muted-foreground">
          {transaction.userName} → {transaction.professionalName}
        </p>
        <p className="text-xs text-muted-foreground">{formatIstDateTime(transaction.createdAt)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <p className="font-semibold">{formatRupeeText(transaction.amount)}</p>
        <Badge tone={STATUS_TONES[transaction.status]}>
          {paymentStatusLabel(transaction.status)}
        </Badge>
        {refunded && (
          <p className="text-xs text-muted-foreground">
            {t('admin.view.refunded', { amount: formatRupeeText(transaction.refundedAmount) })}
            {remainingPaise > 0 &&
              ` · ${t('admin.transactions.left', { amount: formatRupees(remainingPaise) })}`}
          </p>
        )}
        {canRefund && (
          <Button variant="outline" size="sm" onClick={() => setRefunding(true)}>
            <Undo2 aria-hidden="true" className="size-4" />
            {t('admin.transactions.refund')}
          </Button>
        )}
      </div>
      {canRefund && (
        <RefundPaymentDialog
          transaction={transaction}
          open={refunding}
          onOpenChange={setRefunding}
        />
      )}
    </li>
  );
}
