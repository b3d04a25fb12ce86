import { useState } from 'react';
import { CreditCard, FlaskConical, Smartphone } from 'lucide-react';
import type { PaymentMethod } from '@salahkar/domain/schemas/payments';
import { Button } from '@/components/ui/button.tsx';
import { msg, useT } from '@/i18n';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';
import { CheckoutCard, type CheckoutMethodProps } from './checkout-card.tsx';
import { CheckoutProgress } from './checkout-progress.tsx';
import { PaymentProblem } from './payment-problem.tsx';

// UPI first: most people in India pay that way.
const METHODS: { value: PaymentMethod; label: string; detail: string; icon: typeof Smartphone }[] =
  [
    {
      value: 'upi',
      label: msg('checkout.simulated.upi'),
      detail: msg('checkout.simulated.upiDetail'),
      icon: Smartphone,
    },
    {
      value: 'card',
      label: msg('checkout.simulated.card'),
      detail: msg('checkout.simulated.cardDetail'),
      icon: CreditCard,
    },
  ];

/**
 * The built-in gateway's checkout, used when no Razorpay keys are configured: clearly a test, with
 * a method choice, Pay and a way to see a failure.
 */
export function SimulatedCheckout({ order, checkout }: CheckoutMethodProps) {
  const t = useT();
  const [method, setMethod] = useState<PaymentMethod>('upi');
  const { problem, stage, pendingOutcome, paySimulated } = checkout;
  const busy = stage !== 'ready';
  const amount = formatRupeeText(order.amountRupees);

  return (
    <CheckoutCard
      icon={<FlaskConical aria-hidden="true" className="size-5 text-accent" />}
      title={t('checkout.simulated.title')}
      description={t('checkout.simulated.description')}
      className="border-dashed border-accent/50"
    >
      <fieldset disabled={busy}>
        <legend className="text-sm font-semibold">{t('checkout.simulated.payWith')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {METHODS.map(({ value, label, detail, icon: Icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-input bg-card p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name="method"
                value={value}
                checked={method === value}
                onChange={() => setMethod(value)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
              <span>
                <span className="block text-sm font-medium">{t(label)}</span>
                <span className="block text-xs text-muted-foreground">{t(detail)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {problem && (
        <PaymentProblem
          problem={problem}
          busy={busy}
          onRetry={() =>
            problem.kind === 'unconfirmed'
              ? checkout.confirmAgain()
              : paySimulated('success', method)
          }
        />
      )}

      <div className="space-y-2">
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            size="lg"
            className="sm:flex-1"
            disabled={busy}
            loading={pendingOutcome === 'success' || stage === 'confirming'}
            onClick={() => paySimulated('success', method)}
          >
            {t('checkout.pay', { amount })}
          </Button>
          <Button
            size="lg"
            variant="outline"
            disabled={busy}
            loading={pendingOutcome === 'failure'}
            onClick={() => paySimulated('failure', method)}
          >
            {t('checkout.simulated.fail')}
          </Button>
        </div>
        <CheckoutProgress stage={stage} />
      </div>
    </CheckoutCard>
  );
}
