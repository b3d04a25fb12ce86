import { createContext, useContext, type ReactNode } from 'react';
import type { Consultation } from '@salahkar/domain/schemas/consultations';

/** What the app shows beside Mark as Resolved: a case's call buttons, while its chat runs. */
export type ChatCallActions = (call: {
  consultation: Consultation;
  chatOpen: boolean;
}) => ReactNode;

const ChatCallActionsContext = createContext<ChatCallActions | null>(null);

/**
 * The chat does not import the video calls: the app hands the host its call buttons (decision
 * 200), and the conversation shows them through this.
 */
export const ChatCallActionsProvider = ChatCallActionsContext.Provider;

export function useChatCallActions(): ChatCallActions | null {
  return useContext(ChatCallActionsContext);
}
