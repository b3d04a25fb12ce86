import { Spinner } from '@/components/ui/spinner.tsx';
import type { CheckoutStage } from '../hooks/use-checkout.ts';

const LABELS: Partial<Record<CheckoutStage, string>> = {
  opening: 'Opening the payment window…',
  paying: 'Processing your payment…',
  confirming: 'Confirming your payment with the gateway…',
  done: 'Payment confirmed. Taking you to your consultation…',
};

/** What the checkout is waiting for, while it waits: announced once per step. */
export function CheckoutProgress({ stage }: { stage: CheckoutStage }) {
  const label = LABELS[stage];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      {label && (
        <>
          <Spinner className="text-primary" />
          {label}
        </>
      )}
    </p>
  );
}
