import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationView, UnreadCount } from '@salahkar/domain/schemas/notifications';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import {
  markReadInList,
  NOTIFICATIONS_URL,
  setUnreadCount,
  UNREAD_COUNT_KEY,
} from '@/lib/query-keys/notifications.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';

/** GET /api/notifications/unread-count: the number on the bell. */
export function useUnreadCount() {
  return useQuery<UnreadCount>({ queryKey: UNREAD_COUNT_KEY });
}

/** GET /api/notifications?page=: the bell's list, newest first, read while the bell is open. */
export function useNotificationList({ enabled }: { enabled: boolean }) {
  return usePagedList<NotificationView>(NOTIFICATIONS_URL, { enabled });
}

/** POST /api/notifications/{id}/read: as someone follows an entry's link. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<UnreadCount>('POST', `${NOTIFICATIONS_URL}/${id}/read`),
    onMutate: (id) => markReadInList(queryClient, (item) => item.id === id),
    onSuccess: ({ unreadCount }) => setUnreadCount(queryClient, unreadCount),
    // Quietly: the person is already on their way to the case; the bell shows the truth again.
    onError: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_URL] }),
        queryClient.invalidateQueries({ queryKey: UNREAD_COUNT_KEY }),
      ]),
  });
}

/** POST /api/notifications/read-all: Mark all as read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<UnreadCount>('POST', `${NOTIFICATIONS_URL}/read-all`),
    onSuccess: ({ unreadCount }) => {
      markReadInList(queryClient, () => true);
      setUnreadCount(queryClient, unreadCount);
    },
    onError: (error) =>
      notifyFailure(error, t('notifications.markAllFailed'), t('notifications.tryAgain')),
  });
}
