import { Link } from 'react-router';
import { CheckCircle2, FileSearch, TimerOff, Undo2 } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';

/** Where the dashboard's tabs are, by the `tab` they open with. */
export const COUNTER_OFFERS_TAB = '/?tab=offers';
export const ACTIVE_CHAT_TAB = '/?tab=active';

export type ClosedReason = 'expired' | 'paid' | 'refunded' | 'not-found';

const CLOSED = {
  expired: {
    icon: <TimerOff aria-hidden="true" />,
    title: 'This payment window has expired — choose an offer again',
    description:
      'An accepted offer is held for 15 minutes while you pay. Nothing was charged. Your request is back to choosing offers.',
    to: COUNTER_OFFERS_TAB,
    action: 'Back to Counter Offers',
  },
  paid: {
    icon: <CheckCircle2 aria-hidden="true" />,
    title: 'This order is paid',
    description: 'Your consultation has started: you will find it in Active Chat.',
    to: ACTIVE_CHAT_TAB,
    action: 'Go to Active Chat',
  },
  refunded: {
    icon: <Undo2 aria-hidden="true" />,
    title: 'This payment was refunded',
    description:
      'The money went back to the account you paid from. Your receipts stay with the consultation.',
    to: '/',
    action: 'Back to Dashboard',
  },
  'not-found': {
    icon: <FileSearch aria-hidden="true" />,
    title: 'Checkout Not Found',
    description:
      'This payment does not exist or is not yours. Choose an offer from your dashboard to pay.',
    to: COUNTER_OFFERS_TAB,
    action: 'Back to Dashboard',
  },
} as const;

/** A checkout that can no longer be paid, and where to go instead. */
export function CheckoutClosed({ reason }: { reason: ClosedReason }) {
  const closed = CLOSED[reason];
  return (
    <EmptyState
      icon={closed.icon}
      title={closed.title}
      description={closed.description}
      action={
        <Link to={closed.to} className={buttonClasses({})}>
          {closed.action}
        </Link>
      }
    />
  );
}
