import { createContext, useContext, useState, type ReactNode } from 'react';
import { ChatDialog } from './chat-dialog.tsx';

export type ChatToOpen = { consultationId: string; title?: string };

const OpenChatContext = createContext<((chat: ChatToOpen) => void) | null>(null);

/**
 * Holds the one Chat dialog of a screen, above its lists: a case moves between lists as its chat
 * goes on (Pending Chats to Active Chats at the first message), and a dialog inside the row that
 * opened it would close with the row.
 */
export function ChatHost({ children }: { children: ReactNode }) {
  const [chat, setChat] = useState<ChatToOpen | null>(null);
  return (
    <OpenChatContext.Provider value={setChat}>
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
    </OpenChatContext.Provider>
  );
}

/** Opens a consultation's chat in the screen's ChatHost; null outside one. */
export function useOpenChat(): ((chat: ChatToOpen) => void) | null {
  return useContext(OpenChatContext);
}
