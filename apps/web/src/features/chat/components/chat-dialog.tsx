import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import type { ConsultationStatus } from '@salahkar/domain/enums';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LoadFailed } from '@/components/ui/load-failed.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { consultationKeys } from '@/lib/query-keys/consultations.ts';
import { SpecializationName } from '@/components/consultation/specialization-name.tsx';
import { categoryLabel, chatStatusLabel, statusLabel, useT } from '@/i18n';
import { ApiError } from '@/lib/api-client.ts';
import { useLiveEvent } from '@/lib/live/index.ts';
import { useChatConsultation } from '../api/use-chat-actions.ts';
import { useMarkMessagesRead } from '../api/use-mark-messages-read.ts';
import { ChatCallActionsProvider, type ChatCallActions } from './chat-call-actions.ts';
import { ChatConversation } from './chat-conversation.tsx';
import { chatStateOf } from './chat-state.ts';

const BADGE_TONES: Partial<Record<ConsultationStatus, BadgeTone>> = {
  in_progress: 'success',
  completed: 'success',
  closed: 'neutral',
  under_admin_review: 'warning',
  reopened: 'accent',
};

export function ChatStatusBadge({ status }: { status: ConsultationStatus }) {
  return <Badge tone={BADGE_TONES[status] ?? 'primary'}>{chatStatusLabel(status)}</Badge>;
}

function ChatBody({ consultationId }: { consultationId: string }) {
  const t = useT();
  const consultation = useChatConsultation(consultationId);
  const { data: user } = useCurrentUser();

  if (consultation.isPending) {
    return (
      <div className="flex flex-1 items-center justify-center text-primary">
        <Spinner label={t('chat.dialog.loading')} className="size-6" />
      </div>
    );
  }
  if (consultation.isError) {
    const gone =
      consultation.error instanceof ApiError && [403, 404].includes(consultation.error.status);
    return gone ? (
      <EmptyState title={t('chat.dialog.unavailable')} description={t('chat.dialog.notYours')} />
    ) : (
      <LoadFailed title={t('chat.dialog.loadFailed')} onRetry={consultation.refetch} />
    );
  }

  const state = chatStateOf(consultation.data, user?.id);
  if (state.kind === 'unavailable') {
    return (
      <EmptyState
        icon={<MessageSquareOff aria-hidden="true" />}
        title={t('chat.dialog.unavailable')}
        description={t('chat.dialog.wrongStatus', {
          status: statusLabel(consultation.data.status),
        })}
      />
    );
  }
  return <ChatConversation consultation={consultation.data} state={state} userId={user?.id} />;
}

function ChatDescription({ consultationId }: { consultationId: string }) {
  const { data } = useChatConsultation(consultationId);
  if (!data) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <ChatStatusBadge status={data.status} />
      <span>
        {categoryLabel(data.category)} ·{' '}
        <SpecializationName category={data.category} name={data.subcategory} />
      </span>
    </span>
  );
}

/** The open dialog: everything here loads and listens only while it is shown. */
function ChatPanel({ consultationId, title }: { consultationId: string; title?: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const { data } = useChatConsultation(consultationId);
  const contentRef = useRef<HTMLDivElement>(null);
  const { mutate: markMessagesRead } = useMarkMessagesRead();
  const markedFor = useRef<string | null>(null);

  // Opening the chat reads the bell's "new message" entries of this case, once per opening (the
  // ref keeps a development double effect from calling twice).
  useEffect(() => {
    if (markedFor.current === consultationId) return;
    markedFor.current = consultationId;
    markMessagesRead(consultationId);
  }, [consultationId, markMessagesRead]);

  // A message of this case arrived on the bell while the person is reading it: read it too.
  useLiveEvent('notification', ({ data: { notification } }) => {
    if (notification.type === 'new_message' && notification.consultationId === consultationId) {
      markMessagesRead(consultationId);
    }
  });

  // The other side resolved, reopened or completed the case: show it now, not after the lists.
  useLiveEvent('consultation_update', ({ data: update }) => {
    if (update.consultation.id === consultationId) {
      void queryClient.invalidateQueries({ queryKey: consultationKeys.detail(consultationId) });
    }
  });

  return (
    <DialogContent
      ref={contentRef}
      title={data?.title ?? title ?? t('chat.dialog.fallbackTitle')}
      description={<ChatDescription consultationId={consultationId} />}
      // The panel itself takes focus first, so its name is read; the text box follows once the
      // conversation has loaded.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        contentRef.current?.focus();
      }}
      // Focus rests on the panel when it has no text box: no ring around the whole dialog.
      className="flex h-[90dvh] flex-col outline-none sm:h-[min(46rem,90dvh)] sm:max-w-2xl"
    >
      <ChatBody consultationId={consultationId} />
    </DialogContent>
  );
}

/**
 * The Chat dialog of a consultation (docs/product/rulings.md, R-18): the conversation with its
 * files, the text box while the chat runs, Mark as Resolved for the professional, Reopen Case for
 * the owner. It joins the consultation's live room while open, so messages arrive without a reload.
 */
export function ChatDialog({
  consultationId,
  title,
  open,
  onOpenChange,
  callActions = null,
}: {
  consultationId: string;
  /** Shown until the consultation loads (the list that opened the dialog knows it). */
  title?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The case's call buttons, which the app composes in (the chat never imports the calls). */
  callActions?: ChatCallActions | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <ChatCallActionsProvider value={callActions}>
        {open && <ChatPanel consultationId={consultationId} title={title} />}
      </ChatCallActionsProvider>
    </Dialog>
  );
}
