import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { CheckoutOrder } from '@salahkar/domain/schemas/payments';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** What is being paid for, to whom and how much, and where the money waits. */
export function OrderSummary({ order, children }: { order: CheckoutOrder; children?: ReactNode }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <dl className="space-y-3">
          <Line label={t('checkout.summary.consultation')}>
            <span className="font-medium">{order.consultationTitle}</span>
          </Line>
          <Line label={t('checkout.summary.professional')}>{order.professionalName}</Line>
          <Line label={t('checkout.summary.amount')}>
            <span className="text-3xl font-semibold tracking-tight">
              {formatRupeeText(order.amountRupees)}
            </span>
          </Line>
        </dl>
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('checkout.summary.escrow')}
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
