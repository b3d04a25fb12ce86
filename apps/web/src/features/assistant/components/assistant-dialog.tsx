import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { RefreshCw, RotateCcw, Send, Square } from 'lucide-react';
import {
  AI_HISTORY_MAX_MESSAGES,
  AI_MESSAGE_MAX_CHARS,
  type AiChatRequest,
  type RequestDraft,
} from '@salahkar/domain/schemas/assistant';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { notify } from '@/components/ui/toaster.tsx';
import { currentLanguage, useT } from '@/i18n';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-message.ts';
import { useAssistantChat } from '../api/use-assistant-chat.ts';
import { useConversation } from '../hooks/use-conversation.ts';
import { assistantFallback, unavailableNotice } from './assistant-fallback.ts';
import { MessageBubble } from './message-bubble.tsx';

/**
 * The AI assistant's chat dialog: the conversation (kept in this tab), a message box, and the
 * way from a clear need to a posted request.
 */
export function AssistantDialog({
  open,
  onOpenChange,
  postDraft,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The post form, prefilled from a draft, that "Post this as a request" opens above the chat;
   * the app composes it in (app/assistant-dialog.tsx), so the assistant never imports it.
   */
  postDraft: (draft: RequestDraft, close: () => void) => ReactNode;
}) {
  const t = useT();
  const { conversation, add, markNoticeShown, clear } = useConversation();
  const chat = useAssistantChat();
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<RequestDraft | null>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [conversation.messages.length, chat.pending, chat.partial]);

  const warnOnce = () => {
    if (conversation.noticeShown) return;
    notify({ ...unavailableNotice(), variant: 'error' });
    markNoticeShown();
  };

  const ask = (request: AiChatRequest) =>
    void chat.send(request, {
      onSuccess: (answer) => {
        add({
          role: 'assistant',
          content: answer.response,
          citations: answer.citations,
          draft: answer.draft,
        });
        if (answer.degraded) warnOnce();
      },
      onError: (error) => {
        const limited = error instanceof ApiError && error.status === 429;
        add({
          role: 'assistant',
          content: limited ? errorText(error, assistantFallback()) : assistantFallback(),
        });
        warnOnce();
      },
    });

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || chat.pending) return;
    const history = [
      ...conversation.messages.map(({ role, content }) => ({ role, content })),
      { role: 'user' as const, content },
    ].slice(-AI_HISTORY_MAX_MESSAGES);
    add({ role: 'user', content });
    setText('');
    // The page's language decides only for a message that shows none of its own ("ok").
    ask({ messages: history, language: currentLanguage() });
  };

  const sendOnEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('assistant.title')}
        description={t('assistant.description')}
        className="flex max-w-lg flex-col"
      >
        <div
          role="log"
          aria-label={t('assistant.log')}
          aria-live="polite"
          tabIndex={0}
          className="max-h-[45dvh] min-h-40 overflow-y-auto rounded-md border border-border p-3"
        >
          <ol className="space-y-4">
            {conversation.messages.length === 0 && (
              <li className="text-sm text-muted-foreground">{t('assistant.greeting')}</li>
            )}
            {conversation.messages.map((message, index) => (
              <MessageBubble key={index} message={message} onPostDraft={setDraft} />
            ))}
          </ol>
          {chat.pending && chat.partial && (
            <p className="mt-3 whitespace-pre-wrap rounded-lg border border-border bg-muted px-3 py-2 text-sm">
              {chat.partial}
            </p>
          )}
          {chat.pending && (
            <div className="mt-3 flex items-center justify-between gap-2">
              <p role="status" className="text-sm text-muted-foreground">
                {t('assistant.writing')}
              </p>
              <Button variant="outline" size="sm" onClick={chat.stop}>
                <Square aria-hidden="true" className="size-4" />
                {t('assistant.stop')}
              </Button>
            </div>
          )}
          {!chat.pending && chat.retryable && (
            <div className="mt-3 flex items-center justify-between gap-2">
              <p role="status" className="text-sm text-muted-foreground">
                {t('assistant.stopped')}
              </p>
              <Button variant="outline" size="sm" onClick={() => ask(chat.retryable!)}>
                <RefreshCw aria-hidden="true" className="size-4" />
                {t('assistant.retry')}
              </Button>
            </div>
          )}
          <div ref={endRef} />
        </div>

        <form onSubmit={send} className="mt-4 space-y-2">
          <Label htmlFor="assistant-message">{t('assistant.message')}</Label>
          <Textarea
            id="assistant-message"
            rows={3}
            value={text}
            maxLength={AI_MESSAGE_MAX_CHARS}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={sendOnEnter}
            placeholder={t('assistant.placeholder')}
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={conversation.messages.length === 0 || chat.pending}
              onClick={() => {
                clear();
                setDraft(null);
              }}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('assistant.newConversation')}
            </Button>
            <Button type="submit" size="sm" disabled={!text.trim()} loading={chat.pending}>
              {!chat.pending && <Send aria-hidden="true" className="size-4" />}
              {t('assistant.send')}
            </Button>
          </div>
        </form>

        {draft && postDraft(draft, () => setDraft(null))}
      </DialogContent>
    </Dialog>
  );
}
