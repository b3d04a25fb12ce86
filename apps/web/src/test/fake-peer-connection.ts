import { vi } from 'vitest';
import type { FakeMediaStream, FakeTrack } from './fake-media.ts';

type Handler<E> = ((event: E) => void) | null;
type Description = { type: RTCSdpType; sdp?: string };

const invalidState = (message: string) => new DOMException(message, 'InvalidStateError');

class FakeTransceiver {
  direction: RTCRtpTransceiverDirection;
  readonly receiver: { track: { kind: string } };
  readonly sender: { track: FakeTrack | null; replaceTrack: ReturnType<typeof vi.fn> };

  constructor(kind: string, track: FakeTrack | null) {
    this.direction = track ? 'sendrecv' : 'recvonly';
    this.receiver = { track: { kind } };
    this.sender = {
      track,
      replaceTrack: vi.fn(async (next: FakeTrack | null) => {
        this.sender.track = next;
      }),
    };
  }
}

/**
 * RTCPeerConnection (the app's boundary to WebRTC) as far as the signalling state machine of
 * JSEP goes, without any media or network: offers and answers move `signalingState` as the
 * browser's do, an offer received while one of ours waits rolls ours back (implicit rollback),
 * an answer or candidate out of turn is refused, and `negotiationneeded` fires (a task later)
 * when tracks are added or ICE restarts while the state is stable. The test plays the network:
 * it sets connection states, delivers remote tracks and fills the stats report.
 */
export class FakePeerConnection {
  static instances: FakePeerConnection[] = [];
  private static made = 0;

  readonly name: string;
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly transceivers: FakeTransceiver[] = [];
  readonly candidates: RTCIceCandidateInit[] = [];
  /** What happened that a test may ask about: 'rollback', 'restart-ice', 'close'. */
  readonly events: string[] = [];
  readonly stats = new Map<string, Record<string, unknown>>();

  onnegotiationneeded: Handler<Event> = null;
  onicecandidate: Handler<{ candidate: { toJSON: () => RTCIceCandidateInit } | null }> = null;
  ontrack: Handler<{ track: FakeTrack; streams: FakeMediaStream[] }> = null;
  onconnectionstatechange: Handler<Event> = null;

  private negotiationNeeded = false;
  private descriptions = 0;

  constructor(public configuration: RTCConfiguration = {}) {
    FakePeerConnection.made += 1;
    this.name = `pc${FakePeerConnection.made}`;
    FakePeerConnection.instances.push(this);
  }

  static latest(): FakePeerConnection {
    const pc = FakePeerConnection.instances.at(-1);
    if (!pc) throw new Error('No peer connection was created');
    return pc;
  }

  addTrack(track: FakeTrack): FakeTransceiver['sender'] {
    const transceiver = new FakeTransceiver(track.kind, track);
    this.transceivers.push(transceiver);
    this.needNegotiation();
    return transceiver.sender;
  }

  getSenders() {
    return this.transceivers.map((transceiver) => transceiver.sender);
  }

  getTransceivers() {
    return this.transceivers;
  }

  getConfiguration(): RTCConfiguration {
    return this.configuration;
  }

  setConfiguration(configuration: RTCConfiguration): void {
    this.events.push('set-configuration');
    this.configuration = configuration;
  }

  restartIce(): void {
    this.events.push('restart-ice');
    this.needNegotiation();
  }

  async setLocalDescription(description?: Description): Promise<void> {
    await Promise.resolve();
    if (description?.type === 'rollback') return this.rollback();
    const type = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer';
    if (type === 'offer' && this.signalingState !== 'stable') {
      throw invalidState(`Cannot offer in ${this.signalingState}`);
    }
    this.descriptions += 1;
    this.localDescription = { type, sdp: `${this.name} ${type} ${this.descriptions}` };
    // Answering takes our tracks into the session too: nothing is left to negotiate.
    this.negotiationNeeded = false;
    this.setSignalingState(type === 'offer' ? 'have-local-offer' : 'stable');
    // Gathering starts once the description is set: its candidates come a task later.
    const candidate = { candidate: `candidate:${this.name}:${this.descriptions}`, sdpMid: '0' };
    setTimeout(() => this.onicecandidate?.({ candidate: { toJSON: () => candidate } }), 0);
  }

  async setRemoteDescription(description: Description): Promise<void> {
    await Promise.resolve();
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') this.rollback();
      else if (this.signalingState !== 'stable') throw invalidState('Offer out of turn');
      this.remoteDescription = description;
      this.setSignalingState('have-remote-offer');
      return;
    }
    if (this.signalingState !== 'have-local-offer') throw invalidState('No offer to answer');
    this.remoteDescription = description;
    this.setSignalingState('stable');
  }

  async addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    await Promise.resolve();
    if (!this.remoteDescription) throw invalidState('No remote description');
    this.candidates.push(candidate);
  }

  async getStats(): Promise<Map<string, Record<string, unknown>>> {
    return this.stats;
  }

  close(): void {
    this.events.push('close');
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  // ---- What the network does ------------------------------------------------------------

  setConnectionState(state: RTCPeerConnectionState): void {
    this.connectionState = state;
    this.onconnectionstatechange?.(new Event('connectionstatechange'));
  }

  receiveTrack(track: FakeTrack, stream: FakeMediaStream): void {
    this.ontrack?.({ track, streams: [stream] });
  }

  private rollback(): void {
    this.events.push('rollback');
    this.localDescription = null;
    this.setSignalingState('stable');
  }

  private needNegotiation(): void {
    this.negotiationNeeded = true;
    this.fireNegotiationNeededSoon();
  }

  private setSignalingState(state: RTCSignalingState): void {
    this.signalingState = state;
    if (state === 'stable' && this.negotiationNeeded) this.fireNegotiationNeededSoon();
  }

  private fireNegotiationNeededSoon(): void {
    setTimeout(() => {
      if (this.negotiationNeeded && this.signalingState === 'stable') {
        this.onnegotiationneeded?.(new Event('negotiationneeded'));
      }
    }, 0);
  }
}

export const createFakePeerConnection = (configuration: RTCConfiguration) =>
  new FakePeerConnection(configuration) as unknown as RTCPeerConnection;
