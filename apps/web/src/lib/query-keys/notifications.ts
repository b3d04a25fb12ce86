import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { NotificationView, UnreadCount } from '@salahkar/domain/schemas/notifications';

// The bell's list and number, by the URLs that are their query keys: the notifications feature
// reads them, and the chat marks a case's message entries read in them as its dialog opens.
export const NOTIFICATIONS_URL = '/api/notifications';
export const UNREAD_COUNT_URL = '/api/notifications/unread-count';
export const UNREAD_COUNT_KEY = [UNREAD_COUNT_URL] as const;

type ListPage = { items: NotificationView[]; page: number; hasMore: boolean };

/** Sets the bell's number from an answer or a push, which always carry the count as it is now. */
export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  queryClient.setQueryData<UnreadCount>(UNREAD_COUNT_KEY, { unreadCount });
}

/** Marks entries read in every cached page of the list, so the list agrees before it refetches. */
export function markReadInList(
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
