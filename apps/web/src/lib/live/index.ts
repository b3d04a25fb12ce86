// The hooks screens use to hear the tab's live channel (/ws). The client itself (live-client.ts)
// is loaded on its own once someone signs in: its message schemas stay out of the landing page.
export {
  LiveProvider,
  useConsultationRoom,
  useLiveClient,
  useLiveEvent,
  useLiveStatus,
} from './live-context.tsx';
export { useRefreshSoon } from './use-refresh-soon.ts';
