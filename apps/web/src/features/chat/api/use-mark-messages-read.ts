import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@salahkar/domain/schemas/notifications';
import { apiRequest } from '@/lib/api-client.ts';
import {
  markReadInList,
  NOTIFICATIONS_URL,
  setUnreadCount,
  UNREAD_COUNT_KEY,
} from '@/lib/query-keys/notifications.ts';

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
