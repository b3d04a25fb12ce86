import { useEffect, useState } from 'react';
import type {
  CheckoutOrder,
  PaymentMethod,
  VerifyPaymentInput,
} from '@salahkar/domain/schemas/payments';
import { t } from '@/i18n';
import { errorMessageOf } from '@/lib/api-client.ts';
import { newIdempotencyKey } from '@/lib/idempotency.ts';
import { useSimulatePayment, useVerifyPayment } from '../api/use-pay.ts';
import { loadCheckoutScript, openRazorpayCheckout } from './razorpay-checkout.ts';

/** Why the checkout is not done yet, in terms of what the person can do about it. */
export type CheckoutProblem =
  /** The attempt failed at the gateway (declined, timed out…): pay again on the same order. */
  | { kind: 'failed'; reason: string }
  /** The person closed the gateway's window before paying. */
  | { kind: 'dismissed' }
  /** The gateway took the payment but our confirmation did not go through: check again. */
  | { kind: 'unconfirmed'; reason: string; fields: VerifyPaymentInput }
  /** The gateway's window could not be opened at all. */
  | { kind: 'unavailable'; reason: string };

export type CheckoutStage = 'ready' | 'opening' | 'paying' | 'confirming' | 'done';

/**
 * One checkout's attempts: pay (on the simulated gateway or Razorpay), then verify. It keeps the
 * problem to show after a failed, closed or unconfirmed attempt, and the stage to show progress.
 */
export function useCheckout(order: CheckoutOrder) {
  const [problem, setProblem] = useState<CheckoutProblem | null>(
    order.lastFailure ? { kind: 'failed', reason: order.lastFailure } : null,
  );
  const [opening, setOpening] = useState(false);
  const simulate = useSimulatePayment();
  const verify = useVerifyPayment();

  // Fetch Razorpay's script while the person reads the page, so Pay opens at once.
  const scriptUrl = order.gateway === 'razorpay' ? order.checkoutScriptUrl : null;
  useEffect(() => {
    if (scriptUrl) loadCheckoutScript(scriptUrl).catch(() => undefined);
  }, [scriptUrl]);

  const confirm = (fields: VerifyPaymentInput, idempotencyKey = newIdempotencyKey()) => {
    setProblem(null);
    verify.mutate(
      { fields, idempotencyKey },
      {
        onError: (error) =>
          setProblem({
            kind: 'unconfirmed',
            reason: errorMessageOf(error, t('checkout.problem.confirmFallback')),
            fields,
          }),
      },
    );
  };

  /** The simulated gateway's Pay (`success`) and Simulate failure (`failure`). */
  const paySimulated = (outcome: 'success' | 'failure', method: PaymentMethod) => {
    // One click, one key: the verify that follows this payment carries it.
    const idempotencyKey = newIdempotencyKey();
    setProblem(null);
    simulate.mutate(
      { orderId: order.orderId, outcome, method },
      {
        onSuccess: (result) =>
          'error' in result
            ? setProblem({ kind: 'failed', reason: result.error.description })
            : confirm(result, idempotencyKey),
        onError: (error) =>
          setProblem({
            kind: 'failed',
            reason: errorMessageOf(error, t('checkout.problem.startFallback')),
          }),
      },
    );
  };

  /** Opens Razorpay Checkout; its handlers report back here. */
  const payWithRazorpay = () => {
    setProblem(null);
    setOpening(true);
    openRazorpayCheckout(order, {
      onPaid: (fields) => confirm(fields),
      onFailed: (reason) => setProblem({ kind: 'failed', reason }),
      // After a failure the window stays open for another try; closing it keeps that failure shown.
      onDismissed: () =>
        setProblem((shown) => (shown?.kind === 'failed' ? shown : { kind: 'dismissed' })),
    })
      .catch(() => setProblem({ kind: 'unavailable', reason: t('checkout.problem.windowFailed') }))
      .finally(() => setOpening(false));
  };

  const stage: CheckoutStage = verify.isSuccess
    ? 'done'
    : verify.isPending
      ? 'confirming'
      : simulate.isPending
        ? 'paying'
        : opening
          ? 'opening'
          : 'ready';

  return {
    problem,
    stage,
    /** The outcome being simulated right now, to show progress on its own button. */
    pendingOutcome: simulate.isPending ? simulate.variables.outcome : undefined,
    paySimulated,
    payWithRazorpay,
    confirmAgain: () => problem?.kind === 'unconfirmed' && confirm(problem.fields),
  };
}
