// The consultation chat: the dialog, the host that keeps it above a screen's lists, and the
// buttons that open it.
export { ChatDialog, ChatStatusBadge } from './components/chat-dialog.tsx';
export { ChatHost } from './components/chat-host.tsx';
export { OpenChatButton } from './components/open-chat-button.tsx';
