import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { MessagesSquare } from 'lucide-react';
import type { ChatMessageView } from '@salahkar/domain/schemas/chat';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { formatIstDate } from '@/lib/format.ts';
import { MessageItem } from './message-item.tsx';

/** How close to an edge (px) counts as being at it. */
const EDGE_PX = 80;
/** Messages of one sender this close together read as one run, named once. */
const RUN_GAP_MS = 5 * 60 * 1000;

type Position = { firstId?: string; lastId?: string; scrollHeight: number; atBottom: boolean };

/**
 * Keeps the conversation where the reader expects it: at the newest message when it opens, when
 * they send, and when one arrives while they are at the bottom; still when older messages load
 * above what they are reading.
 */
function useScrollAnchor(messages: ChatMessageView[], userId: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const last = useRef<Position>({ scrollHeight: 0, atBottom: true });

  useLayoutEffect(() => {
    const log = ref.current;
    if (!log) return;
    const before = last.current;
    const firstId = messages[0]?.id;
    const newest = messages.at(-1);
    if (before.lastId !== undefined && newest?.id === before.lastId && firstId !== before.firstId) {
      log.scrollTop += log.scrollHeight - before.scrollHeight;
    } else if (newest?.id !== before.lastId) {
      if (before.lastId === undefined || before.atBottom || newest?.senderId === userId) {
        log.scrollTop = log.scrollHeight;
      }
    }
    last.current = {
      firstId,
      lastId: newest?.id,
      scrollHeight: log.scrollHeight,
      atBottom: log.scrollHeight - log.scrollTop - log.clientHeight < EDGE_PX,
    };
  }, [messages, userId]);

  // Images and wrapping change the height after a render: whoever was at the bottom stays there.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = ref.current;
    const content = contentRef.current;
    if (!log || !content) return;
    const observer = new ResizeObserver(() => {
      if (last.current.atBottom) log.scrollTop = log.scrollHeight;
      last.current.scrollHeight = log.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const log = ref.current;
    if (!log) return;
    last.current.atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < EDGE_PX;
    last.current.scrollHeight = log.scrollHeight;
  };
  return { ref, contentRef, onScroll };
}

export type OlderMessages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * The conversation, oldest at the top, as a live log: a screen reader hears new messages as they
 * arrive. Older pages load with the button at the top or by scrolling up to it.
 */
export function MessageList({
  messages,
  userId,
  older,
}: {
  messages: ChatMessageView[];
  userId: string | undefined;
  older: OlderMessages;
}) {
  const t = useT();
  const { ref, contentRef, onScroll } = useScrollAnchor(messages, userId);
  const loadOlder = () => {
    if (older.hasNextPage && !older.isFetchingNextPage) older.fetchNextPage();
  };

  return (
    <div
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label={t('chat.messages.label')}
      aria-busy={older.isFetchingNextPage || undefined}
      tabIndex={0}
      onScroll={() => {
        onScroll();
        if ((ref.current?.scrollTop ?? EDGE_PX) < EDGE_PX) loadOlder();
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain rounded-lg border border-border bg-background"
    >
      <div ref={contentRef} className="flex min-h-full flex-col gap-4 p-3 sm:p-4">
        {older.hasNextPage && (
          <div className="flex justify-center">
            <Button
              variant="ghost"
              size="sm"
              loading={older.isFetchingNextPage}
              onClick={loadOlder}
            >
              {t('chat.messages.loadEarlier')}
            </Button>
          </div>
        )}
        {messages.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 py-8 text-center text-sm text-muted-foreground">
            <MessagesSquare aria-hidden="true" className="size-8" />
            <p>{t('chat.messages.empty')}</p>
          </div>
        ) : (
          messages.map((message, index) => {
            const previous = messages[index - 1];
            const day = formatIstDate(message.createdAt);
            const newDay = !previous || formatIstDate(previous.createdAt) !== day;
            // A call's line stands alone: it neither continues a run nor starts one.
            const continued =
              previous !== undefined &&
              !newDay &&
              !previous.videoCall &&
              !message.videoCall &&
              previous.senderId === message.senderId &&
              Date.parse(message.createdAt) - Date.parse(previous.createdAt) < RUN_GAP_MS;
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <p className="text-center text-xs font-medium text-muted-foreground">
                    <span className="rounded-full bg-muted px-2.5 py-1">{day}</span>
                  </p>
                )}
                <MessageItem
                  message={message}
                  mine={message.senderId === userId}
                  continued={continued}
                />
              </Fragment>
            );
          })
        )}
      </div>
    </div>
  );
}
