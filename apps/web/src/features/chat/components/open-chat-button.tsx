import { useEffect, useState, type ReactNode } from 'react';
import { MessageSquare, MessageSquareText } from 'lucide-react';
import { Button, type ButtonVariant } from '@/components/ui/button.tsx';
import { ChatDialog } from './chat-dialog.tsx';
import { useOpenChat } from './chat-host.tsx';

/**
 * A button that opens a consultation's Chat dialog: Start Chat, Continue Chat, View Chat History.
 * History opens the same dialog, which shows no text box once the case is closed. The dialog is
 * the screen's (ChatHost), so it stays open when the case moves to another list.
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
  const openInHost = useOpenChat();
  const [openHere, setOpenHere] = useState(defaultOpen && !openInHost);
  const open = () => (openInHost ? openInHost({ consultationId, title }) : setOpenHere(true));

  // Opened on arrival once, e.g. from a notification's link.
  const [arrivedOpen] = useState(defaultOpen);
  useEffect(() => {
    if (arrivedOpen) openInHost?.({ consultationId, title });
  }, [arrivedOpen, openInHost, consultationId, title]);

  const Icon = history ? MessageSquareText : MessageSquare;
  return (
    <>
      <Button variant={variant} size={size} onClick={open} aria-haspopup="dialog">
        <Icon aria-hidden="true" className="size-4" />
        {children}
      </Button>
      {/* Without a ChatHost above (a screen on its own), the dialog lives here. */}
      {!openInHost && (
        <ChatDialog
          consultationId={consultationId}
          title={title}
          open={openHere}
          onOpenChange={setOpenHere}
        />
      )}
    </>
  );
}
