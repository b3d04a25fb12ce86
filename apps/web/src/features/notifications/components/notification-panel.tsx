import { Link } from 'react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import type { NotificationView } from '@salahkar/domain/schemas/notifications';
import { Button } from '@/components/ui/button.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { LoadMoreButton } from '@/components/ui/load-more-button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { formatIstDateTime } from '@/lib/format.ts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
} from '../api/use-notifications.ts';

export const NOTIFICATIONS_HEADING_ID = 'notifications-heading';

function NotificationText({ notification }: { notification: NotificationView }) {
  const t = useT();
  const unread = notification.readAt === null;
  return (
    <>
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 size-2 shrink-0 rounded-full',
          unread ? 'bg-primary' : 'bg-transparent',
        )}
      />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className={cn('block break-words', unread ? 'font-semibold' : 'font-medium')}>
          {notification.title}
          {unread && <span className="sr-only"> {t('notifications.unreadMark')}</span>}
        </span>
        <span className="block break-words text-muted-foreground">{notification.body}</span>
        <time dateTime={notification.createdAt} className="block text-xs text-muted-foreground">
          {formatIstDateTime(notification.createdAt)}
        </time>
      </span>
    </>
  );
}

function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: NotificationView;
  onNavigate: () => void;
}) {
  const markRead = useMarkNotificationRead();
  const classes = 'flex gap-3 px-4 py-3 text-left';
  if (!notification.link) {
    return (
      <div className={classes}>
        <NotificationText notification={notification} />
      </div>
    );
  }
  // A message is read in the chat: its case's page opens with the dialog showing.
  const to =
    notification.type === 'new_message' && !notification.link.includes('?')
      ? `${notification.link}?chat=open`
      : notification.link;
  return (
    <Link
      to={to}
      className={cn(classes, 'outline-offset-[-2px] hover:bg-muted focus-visible:bg-muted')}
      onClick={() => {
        if (notification.readAt === null) markRead.mutate(notification.id);
        onNavigate();
      }}
    >
      <NotificationText notification={notification} />
    </Link>
  );
}

/** The bell's panel: newest first, each leading to its case; Mark all as read; Load More. */
export function NotificationPanel({
  unread,
  onNavigate,
}: {
  unread: number;
  onNavigate: () => void;
}) {
  const t = useT();
  const list = useNotificationList({ enabled: true });
  const markAll = useMarkAllNotificationsRead();

  return (
    <div className="flex max-h-[min(32rem,calc(100dvh-6rem))] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id={NOTIFICATIONS_HEADING_ID} className="font-semibold">
          {t('notifications.title')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('notifications.markAll')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="flex justify-center py-8 text-primary">
            <Spinner label={t('notifications.loading')} className="size-5" />
          </div>
        ) : list.isError ? (
          <div className="p-4">
            <LoadFailed title={t('notifications.loadFailed')} onRetry={list.refetch} />
          </div>
        ) : list.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <BellOff aria-hidden="true" className="size-7 text-muted-foreground" />
            <p className="font-medium">{t('notifications.empty')}</p>
            <p className="text-muted-foreground">{t('notifications.emptyDescription')}</p>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-border">
              {list.items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem notification={notification} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
            <div className="p-3 empty:hidden">
              <LoadMoreButton query={list} size="sm" />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
