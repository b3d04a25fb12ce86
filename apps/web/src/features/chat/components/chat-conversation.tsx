import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, WifiOff } from 'lucide-react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/i18n';
import { useConsultationRoom, useLiveEvent, useLiveStatus } from '@/lib/live/index.ts';
import { useMarkResolved } from '../api/use-chat-actions.ts';
import { addPushedMessage, useMessages } from '../api/use-messages.ts';
import { useChatCallActions } from './chat-call-actions.ts';
import { ChatNotice } from './chat-notice.tsx';
import type { ChatState } from './chat-state.ts';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';

/** The professional's Mark as Resolved, confirmed first: it ends the chat for both sides. */
function MarkResolvedButton({ consultationId }: { consultationId: string }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const resolve = useMarkResolved(consultationId);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('chat.resolve.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('chat.resolve.title')}
        description={t('chat.resolve.description')}
        confirmLabel={t('chat.resolve.button')}
        cancelLabel={t('chat.resolve.keep')}
        confirmVariant="primary"
        pending={resolve.isPending}
        onConfirm={() => resolve.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}

/** Said only while the channel is down: messages still send, but others' wait for it. */
function ConnectionHint() {
  const t = useT();
  const status = useLiveStatus();
  if (status !== 'reconnecting') return null;
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <WifiOff aria-hidden="true" className="size-3.5" />
      {t('chat.reconnecting')}
    </p>
  );
}

/**
 * The conversation of a case whose chat exists: its messages (live while the dialog is open), and
 * below them the text box or the reason there is none.
 */
export function ChatConversation({
  consultation,
  state,
  userId,
}: {
  consultation: Consultation;
  state: ChatState;
  userId: string | undefined;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const messages = useMessages(consultation.id, { enabled: true });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const callActions = useChatCallActions();

  useConsultationRoom(consultation.id);
  useLiveEvent('message', (push) => {
    if (push.data.consultationId === consultation.id) addPushedMessage(queryClient, push);
  });

  // Once the conversation shows, typing can start at once.
  const ready = !messages.isPending;
  useEffect(() => {
    if (ready) textarea.current?.focus();
  }, [ready]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      {(consultation.abilities.resolve || state.kind === 'open') && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ConnectionHint />
          <div className="ml-auto flex flex-wrap justify-end gap-2 empty:hidden">
            {/* Calls happen only while the chat runs; the server says who may start or join one. */}
            {callActions?.({ consultation, chatOpen: state.kind === 'open' })}
            {consultation.abilities.resolve && (
              <MarkResolvedButton consultationId={consultation.id} />
            )}
          </div>
        </div>
      )}
      {messages.isPending ? (
        <div className="flex flex-1 items-center justify-center text-primary">
          <Spinner label={t('chat.messages.loading')} className="size-6" />
        </div>
      ) : messages.isError ? (
        <div className="flex-1">
          <LoadFailed title={t('chat.messages.loadFailed')} onRetry={messages.refetch} />
        </div>
      ) : (
        <MessageList messages={messages.messages} userId={userId} older={messages} />
      )}
      {state.kind === 'open' ? (
        <MessageComposer consultationId={consultation.id} textareaRef={textarea} />
      ) : (
        <ChatNotice consultation={consultation} state={state} />
      )}
    </div>
  );
}
