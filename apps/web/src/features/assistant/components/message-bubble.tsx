import { Link } from 'react-router';
import { Send } from 'lucide-react';
import type { RequestDraft } from '@salahkar/domain/schemas/assistant';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/i18n';
import { cn } from '@/lib/cn.ts';
import { formatIstDateTime } from '@/lib/format.ts';
import type { ConversationMessage } from '../hooks/use-conversation.ts';
import { MessageText } from './message-text.tsx';

/** One message: who wrote it and when, the text, its sources, and the offer to post. */
export function MessageBubble({
  message,
  onPostDraft,
}: {
  message: ConversationMessage;
  onPostDraft: (draft: RequestDraft) => void;
}) {
  const t = useT();
  const mine = message.role === 'user';
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">
          {mine ? t('assistant.you') : t('assistant.assistant')}
        </span>
        {' · '}
        <time dateTime={message.timestamp}>{formatIstDateTime(message.timestamp)}</time>
      </p>
      <div
        className={cn(
          'max-w-[90%] space-y-2 rounded-lg px-3 py-2',
          mine ? 'bg-primary text-primary-foreground' : 'border border-border bg-muted',
        )}
      >
        <MessageText text={message.content} />
        {message.citations && message.citations.length > 0 && (
          <p className="text-xs">
            {t('assistant.source')}{' '}
            {message.citations.map((citation, index) => (
              <span key={citation.path}>
                {index > 0 && ', '}
                <Link
                  to={citation.path}
                  className="font-medium text-primary underline underline-offset-2"
                >
                  {citation.title}
                </Link>
              </span>
            ))}
          </p>
        )}
      </div>
      {message.draft && (
        <Button size="sm" variant="accent" onClick={() => onPostDraft(message.draft!)}>
          <Send aria-hidden="true" className="size-4" />
          {t('assistant.postDraft')}
        </Button>
      )}
    </li>
  );
}
