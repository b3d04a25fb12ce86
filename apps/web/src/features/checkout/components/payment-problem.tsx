import { AlertCircle, Info } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { msg, useT } from '@/i18n';
import type { CheckoutProblem } from '../hooks/use-checkout.ts';

// What went wrong and the way forward, by the kind of problem.
const TEXTS: Record<CheckoutProblem['kind'], { heading: string; nextStep: string }> = {
  failed: {
    heading: msg('checkout.problem.failed.title'),
    nextStep: msg('checkout.problem.failed.next'),
  },
  dismissed: {
    heading: msg('checkout.problem.dismissed.title'),
    nextStep: msg('checkout.problem.dismissed.next'),
  },
  unconfirmed: {
    heading: msg('checkout.problem.unconfirmed.title'),
    nextStep: msg('checkout.problem.unconfirmed.next'),
  },
  unavailable: {
    heading: msg('checkout.problem.unavailable.title'),
    nextStep: msg('checkout.problem.unavailable.next'),
  },
};

/** What went wrong with the last attempt, in plain words, and the way forward. */
export function PaymentProblem({
  problem,
  busy,
  onRetry,
}: {
  problem: CheckoutProblem;
  busy: boolean;
  onRetry: () => void;
}) {
  const t = useT();
  const texts = TEXTS[problem.kind];
  const serious = problem.kind !== 'dismissed';
  const Icon = serious ? AlertCircle : Info;
  return (
    <div
      role={serious ? 'alert' : 'status'}
      className={
        serious
          ? 'space-y-2 rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm'
          : 'space-y-2 rounded-lg border border-border bg-muted p-3 text-sm'
      }
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon
          aria-hidden="true"
          className={serious ? 'size-4 text-destructive' : 'size-4 text-muted-foreground'}
        />
        {t(texts.heading)}
      </p>
      {'reason' in problem && <p>{problem.reason}</p>}
      <p className="text-muted-foreground">{t(texts.nextStep)}</p>
      {problem.kind !== 'dismissed' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
          {problem.kind === 'unconfirmed'
            ? t('checkout.problem.checkAgain')
            : t('checkout.problem.tryAgain')}
        </Button>
      )}
    </div>
  );
}
