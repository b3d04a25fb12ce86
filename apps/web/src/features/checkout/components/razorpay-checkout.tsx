import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { CheckoutCard, type CheckoutMethodProps } from './checkout-card.tsx';
import { CheckoutProgress } from './checkout-progress.tsx';
import { PaymentProblem } from './payment-problem.tsx';

/** Pay through Razorpay Checkout, which opens over the page; failures and closing come back here. */
export function RazorpayCheckout({ order, checkout }: CheckoutMethodProps) {
  const t = useT();
  const { problem, stage, payWithRazorpay } = checkout;
  const busy = stage !== 'ready';
  return (
    <CheckoutCard
      icon={<Lock aria-hidden="true" className="size-5 text-primary" />}
      title={t('checkout.razorpay.title')}
      description={t('checkout.razorpay.description')}
    >
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
    </CheckoutCard>
  );
}
