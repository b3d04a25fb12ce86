import type {
  IceServers,
  VideoCallResult,
  VideoCallView,
} from '@salahkar/domain/schemas/video-calls';
import { apiRequest } from '@/lib/api-client.ts';
import { VIDEO_CALLS_URL } from './video-call-keys.ts';

// The call's verbs over HTTP (decision 070): each gets a definite answer the dialog can act on,
// even while the live channel is reconnecting.

/** POST /api/video-call/notify: the assigned professional rings the user of the case. */
export function notifyVideoCall(consultationId: string): Promise<VideoCallResult> {
  return apiRequest<VideoCallResult>('POST', '/api/video-call/notify', { consultationId });
}

export function joinVideoCall(callId: string): Promise<VideoCallResult> {
  return apiRequest<VideoCallResult>('POST', `${VIDEO_CALLS_URL}/${callId}/join`);
}

export function declineVideoCall(callId: string): Promise<VideoCallResult> {
  return apiRequest<VideoCallResult>('POST', `${VIDEO_CALLS_URL}/${callId}/decline`);
}

/** Hang Up: cancels, declines or ends, as the call's status says. */
export function endVideoCall(callId: string): Promise<VideoCallResult> {
  return apiRequest<VideoCallResult>('POST', `${VIDEO_CALLS_URL}/${callId}/end`);
}

export function fetchConsultationVideoCall(consultationId: string): Promise<VideoCallView | null> {
  return apiRequest<{ videoCall: VideoCallView | null }>(
    'GET',
    `${VIDEO_CALLS_URL}/consultation/${consultationId}`,
  ).then((envelope) => envelope.videoCall);
}

/** No servers: a direct path may still work. */
export const NO_ICE_SERVERS: IceServers = { iceServers: [], expiresAt: null };

/**
 * STUN and TURN for the call, and when the TURN credentials lapse (the server gives fresh ones
 * while the call is open); none when the server cannot say.
 */
export function fetchIceServers(): Promise<IceServers> {
  return apiRequest<IceServers>('GET', `${VIDEO_CALLS_URL}/ice-servers`).catch(
    () => NO_ICE_SERVERS,
  );
}
