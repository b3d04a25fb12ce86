import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ChatLauncherProvider, type ChatToOpen } from '@/components/chat-launcher/chat-launcher.ts';
import type { ChatCallActions } from './chat-call-actions.ts';

// The dialog, its conversation and the message schemas (zod) load when a chat is first opened:
// the host sits in every signed-in screen's frame, and most first screens open no chat.
const ChatDialog = lazy(() => import('./chat-dialog.tsx').then((m) => ({ default: m.ChatDialog })));

/**
 * Holds the one Chat dialog of a screen, above its lists: a case moves between lists as its chat
 * goes on (Pending Chats to Active Chats at the first message), and a dialog inside the row that
 * opened it would close with the row. Screens open it through the shared launcher
 * (components/chat-launcher), never by importing the chat.
 */
export function ChatHost({
  children,
  callActions,
}: {
  children: ReactNode;
  /** The case's call buttons for the dialog, composed in by the app. */
  callActions?: ChatCallActions;
}) {
  const [chat, setChat] = useState<ChatToOpen | null>(null);
  return (
    <ChatLauncherProvider value={setChat}>
      {children}
      {chat && (
        <Suspense fallback={null}>
          <ChatDialog
            key={chat.consultationId}
            consultationId={chat.consultationId}
            title={chat.title}
            callActions={callActions}
            open
            onOpenChange={(open) => !open && setChat(null)}
          />
        </Suspense>
      )}
    </ChatLauncherProvider>
  );
}
