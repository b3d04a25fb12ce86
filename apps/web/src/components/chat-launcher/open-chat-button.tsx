import { useEffect, useState, type ReactNode } from 'react';
import { MessageSquare, MessageSquareText } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button.tsx';
import { useOpenChat } from './chat-launcher.ts';

/**
 * A button that opens a consultation's Chat dialog: Start Chat, Continue Chat, View Chat History.
 * History opens the same dialog, which shows no text box once the case is closed. The dialog is
 * the frame's (the chat feature's ChatHost, mounted by the app), so it stays open when the case
 * moves to another list.
 */
export function OpenChatButton({
  consultationId,
  title,
  children,
  variant = 'primary',
  size = 'sm',
  history = false,
  defaultOpen = false,
}: {
  consultationId: string;
  /** The consultation's title, shown while the dialog loads it. */
  title?: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** A finished conversation: the icon says so. */
  history?: boolean;
  /** Open on arrival, e.g. from a notification about a new message. */
  defaultOpen?: boolean;
}) {
  const openChat = useOpenChat();

  // Opened on arrival once, e.g. from a notification's link.
  const [arrivedOpen] = useState(defaultOpen);
  useEffect(() => {
    if (arrivedOpen) openChat?.({ consultationId, title });
  }, [arrivedOpen, openChat, consultationId, title]);

  const Icon = history ? MessageSquareText : MessageSquare;
  return (
    <Button
      variant={variant}
      size={size}
      onClick={() => openChat?.({ consultationId, title })}
      disabled={!openChat}
      aria-haspopup="dialog"
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}

/** View Chat History on a finished consultation: the outlined button with the history icon. */
export function ChatHistoryButton({
  consultation,
  children,
}: {
  consultation: { id: string; title: string };
  children: ReactNode;
}) {
  return (
    <OpenChatButton
      consultationId={consultation.id}
      title={consultation.title}
      variant="outline"
      history
    >
      {children}
    </OpenChatButton>
  );
}
