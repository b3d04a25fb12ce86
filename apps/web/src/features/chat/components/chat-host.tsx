import { useState, type ReactNode } from 'react';
import { ChatLauncherProvider, type ChatToOpen } from '@/components/chat-launcher/chat-launcher.ts';
import { ChatDialog } from './chat-dialog.tsx';

/**
 * Holds the one Chat dialog of a screen, above its lists: a case moves between lists as its chat
 * goes on (Pending Chats to Active Chats at the first message), and a dialog inside the row that
 * opened it would close with the row. Screens open it through the shared launcher
 * (components/chat-launcher), never by importing the chat.
 */
export function ChatHost({ children }: { children: ReactNode }) {
  const [chat, setChat] = useState<ChatToOpen | null>(null);
  return (
    <ChatLauncherProvider value={setChat}>
      {children}
      {chat && (
        <ChatDialog
          key={chat.consultationId}
          consultationId={chat.consultationId}
          title={chat.title}
          open
          onOpenChange={(open) => !open && setChat(null)}
        />
      )}
    </ChatLauncherProvider>
  );
}
