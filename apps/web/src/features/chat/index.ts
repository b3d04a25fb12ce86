// The consultation chat: the host that keeps its dialog above a screen's lists, and the buttons
// that open it.
export { ChatHost } from './components/chat-host.tsx';
export { OpenChatButton } from './components/open-chat-button.tsx';
