import { Link } from 'react-router';
import { CheckCircle2, Clock, TimerOff } from 'lucide-react';
import type { ConsultationWithOffers, Offer } from '@salahkar/domain/schemas/offers';
import { buttonClasses } from '@/components/ui/button.tsx';
import { T, useT } from '@/i18n';
import { validationText } from '@/lib/error-message.ts';
import { displayNameOf } from '@/lib/format.ts';
import { formatRupeeText } from '@/lib/rupee-amounts.ts';

/** Where the payment for a chosen offer stands, as `useCountdown` left it. */
export type HoldState = 'none' | 'holding' | 'lapsed';

/** The chosen offer's hold on a request: minutes left and the way to the checkout, or its lapse. */
export function PaymentHoldNotice({
  consultation,
  accepted,
  hold,
  secondsLeft,
}: {
  consultation: ConsultationWithOffers;
  accepted: Offer | undefined;
  hold: HoldState;
  secondsLeft: number;
}) {
  const t = useT();
  const { payment, abilities } = consultation;
  const chosen = accepted
    ? `${t('dashboard.hold.chosen', {
        name: displayNameOf(accepted.professional),
        amount: formatRupeeText(accepted.offerAmount),
      })} `
    : '';

  if (hold === 'holding' && payment) {
    const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
    return (
      <div role="status" className="space-y-3 rounded-lg bg-amber-50 p-3 text-sm text-warning">
        <p className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {chosen}
            <T id="dashboard.hold.pending" values={{ minutes }} components={{ 0: <strong /> }} />
          </span>
        </p>
        {payment.lastFailure && (
          <p className="text-destructive">
            {t('dashboard.hold.lastFailure', { reason: validationText(payment.lastFailure) })}
          </p>
        )}
        {abilities.pay && (
          <Link to={`/checkout/${payment.orderId}`} className={buttonClasses({ size: 'sm' })}>
            {t('dashboard.hold.completePayment')}
          </Link>
        )}
      </div>
    );
  }
  if (hold === 'lapsed') {
    return (
      <div role="status" className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
        <TimerOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p>
          <T id="dashboard.hold.lapsed" components={{ 0: <strong /> }} />
        </p>
      </div>
    );
  }
  if (!accepted) return null;
  return (
    <div role="status" className="flex gap-3 rounded-lg bg-green-50 p-3 text-sm text-success">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        <strong>{t('dashboard.hold.accepted')}</strong> {chosen}
        {t('dashboard.hold.nextStep')}
      </p>
    </div>
  );
}
