// The assistant's dialog, loaded when first opened (app/lazy-dialogs.ts).
export { AssistantDialog } from './components/assistant-dialog.tsx';
