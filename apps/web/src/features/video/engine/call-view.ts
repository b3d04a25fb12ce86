import type { VideoCallStatus } from '@salahkar/domain/video-calls';
import { t } from '@/i18n';
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

/** The status line at the end, for whoever reads it (in the language on screen). */
export function endedTextOf(status: VideoCallStatus, call: CallToShow): string {
  const caller = call.side === 'initiator';
  switch (status) {
    case 'declined':
      return caller
        ? t('video.ended.peerDeclined', { name: call.peerName })
        : t('video.ended.youDeclined');
    case 'missed':
      return caller ? t('video.ended.noAnswer', { name: call.peerName }) : t('video.ended.missed');
    case 'cancelled':
      return t('video.ended.cancelled');
    default:
      return t('video.ended.ended');
  }
}

export function initialViewOf(call: CallToShow): CallView {
  return {
    stage: call.side === 'initiator' ? 'invitation' : 'joining',
    endedText: t('video.ended.ended'),
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
      return t('video.status.calling', { name: call.peerName });
    case 'joining':
      return t('video.status.joining');
    case 'connecting':
      return t('video.status.connecting');
    case 'connected':
      return t('video.status.connected');
    case 'reconnecting':
      return t('video.status.reconnecting');
    case 'ended':
      return view.endedText;
  }
}
