import type { VideoCallStatus } from '@salahkar/domain/video-calls';
import type { CallToShow } from '../call-to-show.ts';
import type { CallStats } from './call-stats.ts';
import type { CameraState, MicrophoneState } from './local-media.ts';

/**
 * invitation: the professional's "Calling…"; joining: the user answered, the server not yet;
 * connecting → connected once media flows; reconnecting after a connected path dropped.
 */
export type CallStage =
  'invitation' | 'joining' | 'connecting' | 'connected' | 'reconnecting' | 'ended';

/** Everything the call dialog shows, as the session keeps it. */
export type CallView = {
  stage: CallStage;
  /** What the status line says once the call is over. */
  endedText: string;
  /** The latest thing that went wrong, in the spec's words. */
  problem: string | null;
  /** The live channel is down: signals wait, though the media may still flow. */
  channelDown: boolean;
  localStream: MediaStream | null;
  remoteStream: MediaStream | null;
  microphone: MicrophoneState;
  camera: CameraState;
  sharingScreen: boolean;
  canSwitchCamera: boolean;
  stats: CallStats | null;
};

/** The status line at the end, for whoever reads it. */
export function endedTextOf(status: VideoCallStatus, call: CallToShow): string {
  const caller = call.side === 'initiator';
  switch (status) {
    case 'declined':
      return caller ? `${call.peerName} declined the call` : 'You declined the call';
    case 'missed':
      return caller ? `${call.peerName} did not answer` : 'Missed video call';
    case 'cancelled':
      return 'The call was cancelled';
    default:
      return 'Call ended';
  }
}

export function initialViewOf(call: CallToShow): CallView {
  return {
    stage: call.side === 'initiator' ? 'invitation' : 'joining',
    endedText: 'Call ended',
    problem: null,
    channelDown: false,
    localStream: null,
    remoteStream: null,
    microphone: 'none',
    camera: 'none',
    sharingScreen: false,
    canSwitchCamera: false,
    stats: null,
  };
}

/** The dialog's status line (announced to screen readers as it changes). */
export function statusLineOf(view: CallView, call: CallToShow): string {
  switch (view.stage) {
    case 'invitation':
      return `Calling ${call.peerName}…`;
    case 'joining':
      return 'Joining the call…';
    case 'connecting':
      return 'Connecting…';
    case 'connected':
      return 'Connected';
    case 'reconnecting':
      return 'Connection lost. Reconnecting…';
    case 'ended':
      return view.endedText;
  }
}
