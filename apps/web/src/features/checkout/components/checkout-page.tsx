import { Link, useParams } from 'react-router';
import type { CheckoutOrder } from '@salahkar/domain/schemas/payments';
import { BackLink } from '@/components/layout/back-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { T, useT } from '@/i18n';
import { ApiError } from '@/lib/api-client.ts';
import { useCheckoutOrder } from '../api/use-checkout-order.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { CheckoutClosed, COUNTER_OFFERS_TAB } from './checkout-closed.tsx';
import { HoldCountdown } from './hold-countdown.tsx';
import { InvoiceDetails } from './invoice-details.tsx';
import { OrderSummary } from './order-summary.tsx';
import { RazorpayCheckout } from './razorpay-checkout.tsx';
import { SimulatedCheckout } from './simulated-checkout.tsx';

function OpenCheckout({ order }: { order: CheckoutOrder }) {
  const checkout = useCheckout(order);
  const secondsLeft = useCountdown(Date.parse(order.expiresAt));
  // A payment already under way is seen through: the server honours one captured late.
  if (secondsLeft === 0 && checkout.stage === 'ready') return <CheckoutClosed reason="expired" />;
  return (
    <div className="space-y-5">
      <OrderSummary order={order}>
        <HoldCountdown secondsLeft={secondsLeft} />
      </OrderSummary>
      {order.billing.taxInvoice && <InvoiceDetails order={order} />}
      {order.gateway === 'simulated' ? (
        <SimulatedCheckout order={order} checkout={checkout} />
      ) : (
        <RazorpayCheckout order={order} checkout={checkout} />
      )}
      <p className="text-center text-xs text-muted-foreground">
        <T
          id="checkout.page.refundPolicy"
          components={{
            0: <Link to="/cancellation-refund" className="font-medium text-primary underline" />,
          }}
        />
      </p>
    </div>
  );
}

function CheckoutBody({ orderId }: { orderId: string }) {
  const t = useT();
  const order = useCheckoutOrder(orderId);
  if (order.isPending) return <Spinner label={t('checkout.page.loading')} className="size-6" />;
  if (order.isError) {
    if (order.error instanceof ApiError && [400, 403, 404].includes(order.error.status)) {
      return <CheckoutClosed reason="not-found" />;
    }
    return (
      <EmptyState
        title={t('checkout.page.loadFailed')}
        description={t('checkout.page.loadFailedDescription')}
        action={<Button onClick={() => order.refetch()}>{t('checkout.page.tryAgain')}</Button>}
      />
    );
  }
  if (order.data.state !== 'awaiting_payment') return <CheckoutClosed reason={order.data.state} />;
  // Keyed by order: a new order starts with none of the last one's problems.
  return <OpenCheckout key={order.data.orderId} order={order.data} />;
}

/** /checkout/:orderId: pay for the chosen offer while it is held. */
export function CheckoutPage() {
  const t = useT();
  const { orderId = '' } = useParams();
  return (
    <section aria-labelledby="checkout-heading" className="mx-auto max-w-xl space-y-6">
      <BackLink to={COUNTER_OFFERS_TAB}>{t('checkout.page.back')}</BackLink>
      <header className="space-y-1">
        <h1 id="checkout-heading" className="text-2xl font-semibold sm:text-3xl">
          {t('checkout.page.title')}
        </h1>
        <p className="text-muted-foreground">{t('checkout.page.intro')}</p>
      </header>
      <CheckoutBody orderId={orderId} />
    </section>
  );
}
