import { createContext, useContext } from 'react';

/** The case whose Chat dialog to open, and its title to show while the dialog loads it. */
export type ChatToOpen = { consultationId: string; title?: string };

type OpenChat = (chat: ChatToOpen) => void;

const ChatLauncherContext = createContext<OpenChat | null>(null);

/**
 * How any screen opens a case's Chat dialog without importing the chat: the app mounts the chat
 * feature's host, which provides this, once in the signed-in frame.
 */
export const ChatLauncherProvider = ChatLauncherContext.Provider;

/** Opens a consultation's chat in the frame's Chat dialog; null outside one. */
export function useOpenChat(): OpenChat | null {
  return useContext(ChatLauncherContext);
}
