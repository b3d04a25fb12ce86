// The consultation chat: the host that keeps its dialog above a screen's lists, and the buttons
// (or, for a page that opens it itself, the opener) that open it.
export { ChatHost, useOpenChat } from './components/chat-host.tsx';
export { OpenChatButton } from './components/open-chat-button.tsx';
