import { Link } from 'react-router';
import { CheckCircle2, FileSearch, TimerOff, Undo2 } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { msg, useT } from '@/i18n';

/** Where the dashboard's tabs are, by the `tab` they open with. */
export const COUNTER_OFFERS_TAB = '/?tab=offers';
export const ACTIVE_CHAT_TAB = '/?tab=active';

export type ClosedReason = 'expired' | 'paid' | 'refunded' | 'not-found';

const CLOSED = {
  expired: {
    icon: <TimerOff aria-hidden="true" />,
    title: msg('checkout.closed.expired.title'),
    description: msg('checkout.closed.expired.description'),
    to: COUNTER_OFFERS_TAB,
    action: msg('checkout.closed.expired.action'),
  },
  paid: {
    icon: <CheckCircle2 aria-hidden="true" />,
    title: msg('checkout.closed.paid.title'),
    description: msg('checkout.closed.paid.description'),
    to: ACTIVE_CHAT_TAB,
    action: msg('checkout.closed.paid.action'),
  },
  refunded: {
    icon: <Undo2 aria-hidden="true" />,
    title: msg('checkout.closed.refunded.title'),
    description: msg('checkout.closed.refunded.description'),
    to: '/',
    action: msg('checkout.page.back'),
  },
  'not-found': {
    icon: <FileSearch aria-hidden="true" />,
    title: msg('checkout.closed.notFound.title'),
    description: msg('checkout.closed.notFound.description'),
    to: COUNTER_OFFERS_TAB,
    action: msg('checkout.page.back'),
  },
} as const;

/** A checkout that can no longer be paid, and where to go instead. */
export function CheckoutClosed({ reason }: { reason: ClosedReason }) {
  const t = useT();
  const closed = CLOSED[reason];
  return (
    <EmptyState
      icon={closed.icon}
      title={t(closed.title)}
      description={t(closed.description)}
      action={
        <Link to={closed.to} className={buttonClasses({})}>
          {t(closed.action)}
        </Link>
      }
    />
  );
}
