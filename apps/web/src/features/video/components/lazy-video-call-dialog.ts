import { lazy } from 'react';

// The call dialog carries the WebRTC code: it loads as its own chunk when a call starts or rings,
// never with the page.
const load = () => import('./video-call-dialog.tsx');

export const VideoCallDialog = lazy(() => load().then((m) => ({ default: m.VideoCallDialog })));

/** Fetches the dialog's chunk ahead (the phone is ringing, the button was pressed). */
export function preloadVideoCallDialog(): void {
  void load().catch(() => undefined);
}
