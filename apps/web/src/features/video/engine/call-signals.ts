import type { ClientMessage } from '@salahkar/domain/live-client-messages';
import type { ServerMessage } from '@salahkar/domain/live-events';

/** What the two browsers of a call tell each other through the server: a description or a candidate. */
export type CallSignal =
  { description: RTCSessionDescriptionInit } | { candidate: RTCIceCandidateInit };

/** Which call a frame is about: the server relays it only within that call. */
export type CallAddress = { consultationId: string; callId: string };

/** The live-channel frame that carries `signal`; null for descriptions that are never sent. */
export function signalFrame(signal: CallSignal, call: CallAddress): ClientMessage | null {
  const address = { consultationId: call.consultationId, callId: call.callId };
  if ('candidate' in signal) {
    return { type: 'video_ice_candidate', ...address, candidate: { ...signal.candidate } };
  }
  const { type, sdp } = signal.description;
  if (type === 'offer') return { type: 'video_offer', ...address, offer: { type, sdp } };
  if (type === 'answer') return { type: 'video_answer', ...address, answer: { type, sdp } };
  return null;
}

/** The signal a relayed frame carries; null when the frame is not one or is malformed. */
export function signalOf(message: ServerMessage): CallSignal | null {
  switch (message.type) {
    case 'video_offer':
      return descriptionOf('offer', message.offer);
    case 'video_answer':
      return descriptionOf('answer', message.answer);
    case 'video_ice_candidate':
      return typeof message.candidate.candidate === 'string'
        ? { candidate: message.candidate as RTCIceCandidateInit }
        : null;
    default:
      return null;
  }
}

function descriptionOf(type: 'offer' | 'answer', payload: Record<string, unknown>) {
  return typeof payload.sdp === 'string' ? { description: { type, sdp: payload.sdp } } : null;
}
