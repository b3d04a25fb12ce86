import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ServerMessageOf } from '@salahkar/domain/live-events';
import type { ChatMessageView, MessagePage } from '@salahkar/domain/schemas/chat';
import { apiRequest } from '@/lib/api-client.ts';

const CONSULTATIONS_URL = '/api/consultations';
const PAGE_SIZE = 50;

/**
 * Its own key, not under the consultation's: pushes keep an open conversation current, so the
 * refreshes of the consultation and its lists need not read every page again (a reconnect does).
 */
export const messagesKey = (consultationId: string) =>
  [`${CONSULTATIONS_URL}/${consultationId}/messages`] as const;

/** Pages as cached: the first is the latest, each next one older (`before` its oldest message). */
type MessagePages = InfiniteData<MessagePage, string | undefined>;

function byTime(a: ChatMessageView, b: ChatMessageView): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id);
}

/**
 * GET /api/consultations/{id}/messages: the latest page first, older pages as the person scrolls
 * up. `messages` is the whole conversation oldest to newest, each message once (a refetched page
 * may overlap the one before it).
 */
export function useMessages(consultationId: string, { enabled }: { enabled: boolean }) {
  const query = useInfiniteQuery({
    queryKey: messagesKey(consultationId),
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) search.set('before', pageParam);
      return apiRequest<MessagePage>(
        'GET',
        `${CONSULTATIONS_URL}/${consultationId}/messages?${search}`,
      );
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
    // A conversation moves on while its dialog is closed: read it afresh each time it opens.
    staleTime: 0,
    enabled,
  });
  const seen = new Set<string>();
  const messages = [...(query.data?.pages ?? [])]
    .reverse()
    .flatMap((page) => page.items)
    .filter((message) => !seen.has(message.id) && seen.add(message.id));
  return { ...query, messages };
}

/**
 * Adds a message (the answer to a send, or a live push) to the cached conversation, once: the
 * sender gets both the answer and the push, in either order.
 */
export function addMessage(queryClient: QueryClient, message: ChatMessageView): void {
  queryClient.setQueryData<MessagePages>(messagesKey(message.consultationId), (data) => {
    if (!data) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
    const [latest, ...older] = data.pages;
    if (!latest) return data;
    const items = [...latest.items, message].sort(byTime);
    return { ...data, pages: [{ ...latest, items }, ...older] };
  });
}

/**
 * A `message` push of the conversation's room: added as any message. When the conversation does
 * not hold the line the push says came just before it, a push was missed (the channel, or the
 * link between servers, was down), and the conversation is read again.
 */
export function addPushedMessage(
  queryClient: QueryClient,
  { data: message, previousMessageId }: ServerMessageOf<'message'>,
): void {
  const key = messagesKey(message.consultationId);
  const cached = queryClient.getQueryData<MessagePages>(key);
  // Null for the chat's first line: nothing before it to check against.
  const missedOne =
    cached &&
    previousMessageId &&
    !cached.pages.some((page) => page.items.some((item) => item.id === previousMessageId));
  addMessage(queryClient, message);
  if (missedOne) void queryClient.invalidateQueries({ queryKey: key });
}
