import { Spinner } from '@/components/ui/spinner.tsx';
import { msg, useT } from '@/i18n';
import type { CheckoutStage } from '../hooks/use-checkout.ts';

const LABELS: Partial<Record<CheckoutStage, string>> = {
  opening: msg('checkout.progress.opening'),
  paying: msg('checkout.progress.paying'),
  confirming: msg('checkout.progress.confirming'),
  done: msg('checkout.progress.done'),
};

/** What the checkout is waiting for, while it waits: announced once per step. */
export function CheckoutProgress({ stage }: { stage: CheckoutStage }) {
  const t = useT();
  const label = LABELS[stage];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      {label && (
        <>
          <Spinner className="text-primary" />
          {t(label)}
        </>
      )}
    </p>
  );
}
