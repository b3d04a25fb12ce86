// The consultation chat: the host that keeps its dialog above a screen's lists. Screens open it
// through the shared launcher (components/chat-launcher), so none of them imports the chat.
export { ChatHost } from './components/chat-host.tsx';
