import { AlertCircle, Info } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import type { CheckoutProblem } from '../hooks/use-checkout.ts';

const HEADINGS: Record<CheckoutProblem['kind'], string> = {
  failed: 'Payment failed',
  dismissed: 'Payment cancelled',
  unconfirmed: 'We could not confirm your payment yet',
  unavailable: 'The payment window did not open',
};

function nextStepOf(problem: CheckoutProblem): string {
  switch (problem.kind) {
    case 'failed':
      return 'The offer is still held for you. A failed attempt is not charged; if your bank shows a debit, it is reversed automatically.';
    case 'dismissed':
      return 'You closed the payment window before paying, so nothing was charged. Press Pay to open it again.';
    case 'unconfirmed':
      return 'If money left your account, your case is assigned as soon as the gateway confirms it, and you are never charged twice.';
    case 'unavailable':
      return 'Nothing was charged.';
  }
}

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
        {HEADINGS[problem.kind]}
      </p>
      {'reason' in problem && <p>{problem.reason}</p>}
      <p className="text-muted-foreground">{nextStepOf(problem)}</p>
      {problem.kind !== 'dismissed' && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
          {problem.kind === 'unconfirmed' ? 'Check again' : 'Try again'}
        </Button>
      )}
    </div>
  );
}
