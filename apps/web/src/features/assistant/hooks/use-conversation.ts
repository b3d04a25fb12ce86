import { useCallback, useState } from 'react';
import type { AiChatResponse } from '@salahkar/domain/schemas/assistant';

/** One message as the widget shows it: who, what, when, and for answers what came with it. */
export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
  /** ISO time it was written. */
  timestamp: string;
  citations?: AiChatResponse['citations'];
  draft?: AiChatResponse['draft'];
}

export interface Conversation {
  messages: ConversationMessage[];
  /** The 'AI Temporarily Unavailable' toast shows once per conversation. */
  noticeShown: boolean;
}

// The conversation lives in this tab only: nothing of it is stored on the server.
const STORAGE_KEY = 'salahkar.assistant.conversation';
const EMPTY: Conversation = { messages: [], noticeShown: false };

function read(): Conversation {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? { ...EMPTY, ...(JSON.parse(stored) as Conversation) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(conversation: Conversation): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(conversation));
  } catch {
    // Storage full or blocked: the conversation still works, it just will not survive a reload.
  }
}

/** The tab's conversation with the assistant, kept in session storage. */
export function useConversation() {
  const [conversation, setConversation] = useState<Conversation>(read);

  const update = useCallback((change: (current: Conversation) => Conversation) => {
    setConversation((current) => {
      const next = change(current);
      write(next);
      return next;
    });
  }, []);

  const add = useCallback(
    (message: Omit<ConversationMessage, 'timestamp'>) =>
      update((current) => ({
        ...current,
        messages: [...current.messages, { ...message, timestamp: new Date().toISOString() }],
      })),
    [update],
  );

  const markNoticeShown = useCallback(
    () => update((current) => ({ ...current, noticeShown: true })),
    [update],
  );

  const clear = useCallback(() => update(() => EMPTY), [update]);

  return { conversation, add, markNoticeShown, clear };
}
