// Video calls in the case room (decision 070): the host that rings the user and holds the call
// dialog (mounted once in the signed-in frame), the buttons that start or join a call, and what a
// case's page does with a call's notification link. The WebRTC code loads with the dialog, as its
// own chunk.
export { VideoCallHost } from './components/video-call-host.tsx';
export { StartVideoCallButton } from './components/start-video-call-button.tsx';
export { JoinWaitingCallButton } from './components/join-waiting-call-button.tsx';
export { useCallFromLink } from './hooks/use-call-from-link.ts';
