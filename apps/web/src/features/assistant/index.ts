// Light parts only: the dialog loads on first open, through dialog.ts.
export { AssistantLauncher } from './components/assistant-launcher.tsx';
