import { Lock } from 'lucide-react';
import type { CheckoutOrder } from '@salahkar/domain/schemas/payments';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import type { useCheckout } from '../hooks/use-checkout.ts';
import { CheckoutProgress } from './checkout-progress.tsx';
import { PaymentProblem } from './payment-problem.tsx';

/** Pay through Razorpay Checkout, which opens over the page; failures and closing come back here. */
export function RazorpayCheckout({
  order,
  checkout,
}: {
  order: CheckoutOrder;
  checkout: ReturnType<typeof useCheckout>;
}) {
  const t = useT();
  const { problem, stage, payWithRazorpay } = checkout;
  const busy = stage !== 'ready';
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Lock aria-hidden="true" className="size-5 text-primary" />
          {t('checkout.razorpay.title')}
        </CardTitle>
        <CardDescription>{t('checkout.razorpay.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {problem && (
          <PaymentProblem
            problem={problem}
            busy={busy}
            onRetry={problem.kind === 'unconfirmed' ? checkout.confirmAgain : payWithRazorpay}
          />
        )}
        <div className="space-y-2">
          <Button
            size="lg"
            className="w-full"
            loading={stage === 'opening' || stage === 'confirming'}
            disabled={busy}
            onClick={payWithRazorpay}
          >
            {t('checkout.pay', { amount: formatRupeeText(order.amountRupees) })}
          </Button>
          <CheckoutProgress stage={stage} />
        </div>
      </CardContent>
    </Card>
  );
}
