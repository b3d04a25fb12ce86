import { lazy, Suspense, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { formatBadgeCount } from '@/lib/format.ts';
import { useLiveEvent, useRefreshSoon } from '@/lib/live/index.ts';
import { NOTIFICATIONS_URL, setUnreadCount } from '@/lib/query-keys/notifications.ts';
import { useUnreadCount } from '../api/use-notifications.ts';

// The panel (its list, and Radix's popover with its positioning library) loads when the bell is
// first pressed, or starts to when the pointer or focus reaches it: every signed-in screen's
// first paint goes without it.
const loadPopover = () => import('./notification-popover.tsx');
const NotificationPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.NotificationPopover })),
);
const preload = () => void loadPopover();

/**
 * The top bar's bell: the unread count (9+ above nine), kept current by `notification` and
 * `notifications_read` pushes, and the list of notifications in a panel that opens under it.
 */
export function NotificationBell() {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Once pressed, the panel stays mounted (closed or open) under the bell.
  const [pressed, setPressed] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const queryClient = useQueryClient();
  const refresh = useRefreshSoon();
  const unread = useUnreadCount().data?.unreadCount ?? 0;

  useLiveEvent('notification', ({ data }) => {
    setUnreadCount(queryClient, data.unreadCount);
    refresh([NOTIFICATIONS_URL]);
  });
  // Entries were read in another tab (or by opening a chat there): this bell agrees at once.
  useLiveEvent('notifications_read', ({ data }) => {
    setUnreadCount(queryClient, data.unreadCount);
    refresh([NOTIFICATIONS_URL]);
  });

  return (
    <>
      <button
        ref={bell}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={
          unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title')
        }
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setPressed(true);
          setOpen((isOpen) => !isOpen);
        }}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute top-1 right-1 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground"
          >
            {formatBadgeCount(unread)}
          </span>
        )}
      </button>
      {pressed && (
        <Suspense fallback={null}>
          <NotificationPopover bell={bell} open={open} onOpenChange={setOpen} unread={unread} />
        </Suspense>
      )}
    </>
  );
}
