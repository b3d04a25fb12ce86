import {
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { NotificationView, UnreadCount } from '@salahkar/domain/schemas/notifications';
import { t } from '@/i18n';
import { apiRequest } from '@/lib/api-client.ts';
import { notifyFailure } from '@/lib/notify-failure.ts';
import { usePagedList } from '@/lib/use-paged-list.ts';

export const NOTIFICATIONS_URL = '/api/notifications';
export const UNREAD_COUNT_URL = '/api/notifications/unread-count';
const UNREAD_COUNT_KEY = [UNREAD_COUNT_URL] as const;

type ListPage = { items: NotificationView[]; page: number; hasMore: boolean };

/** GET /api/notifications/unread-count: the number on the bell. */
export function useUnreadCount() {
  return useQuery<UnreadCount>({ queryKey: UNREAD_COUNT_KEY });
}

/** Sets the bell's number from an answer or a push, which always carry the count as it is now. */
export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_KEY, { unreadCount });
}

/** GET /api/notifications?page=: the bell's list, newest first, read while the bell is open. */
export function useNotificationList({ enabled }: { enabled: boolean }) {
  return usePagedList<NotificationView>(NOTIFICATIONS_URL, { enabled });
}

/** Marks entries read in every cached page of the list, so the list agrees before it refetches. */
function markReadInList(
  queryClient: QueryClient,
  isAffected: (item: NotificationView) => boolean,
): void {
  const readAt = new Date().toISOString();
  queryClient.setQueriesData<InfiniteData<ListPage>>({ queryKey: [NOTIFICATIONS_URL] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.readAt === null && isAffected(item) ? { ...item, readAt } : item,
            ),
          })),
        }
      : data,
  );
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

/**
 * POST /api/notifications/read-messages: a case's Chat dialog opened, so the person's unread
 * "new message" entries about it are read; the bell's number drops at once from the answer.
 */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (consultationId: string) =>
      apiRequest<UnreadCount>('POST', `${NOTIFICATIONS_URL}/read-messages`, { consultationId }),
    onSuccess: ({ unreadCount }, consultationId) => {
      markReadInList(
        queryClient,
        (item) => item.type === 'new_message' && item.consultationId === consultationId,
      );
      setUnreadCount(queryClient, unreadCount);
    },
    // Quietly: the conversation is what the person came for; the bell shows the truth again.
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
