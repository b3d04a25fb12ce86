import type { CallSignal } from './call-signals.ts';
import { readMediaStats, type CallStats, type VideoSample } from './call-stats.ts';

/** How long a dropped path may take to come back by itself before ICE is restarted. */
export const ICE_RESTART_AFTER_DISCONNECT_MS = 3000;

/** What went wrong with a description the other side sent, in the spec's words. */
export type NegotiationFailure = 'Failed to process offer' | 'Failed to process answer';

export type CallConnectionOptions = {
  /** The polite peer gives way when offers collide: the user rung (decision 070). */
  polite: boolean;
  sendSignal: (signal: CallSignal) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onConnectionStateChange: (state: RTCPeerConnectionState) => void;
  onFailure: (failure: NegotiationFailure) => void;
  /** The browser's RTCPeerConnection unless a test brings its own. */
  createPeerConnection?: (configuration: RTCConfiguration) => RTCPeerConnection;
};

/**
 * The peer connection of one call, negotiated with the "perfect negotiation" pattern (W3C, MDN):
 * either side adds tracks, shares a screen or restarts ICE whenever it likes, except that the
 * impolite side makes the first offer; when both offer at once the polite side rolls back and
 * answers (setRemoteDescription does the rollback), the impolite side ignores the offer that
 * collided. Signals that arrive before `start` wait and are applied once the connection exists;
 * afterwards they are applied one at a time, in order.
 */
export class CallConnection {
  private pc: RTCPeerConnection | null = null;
  private localStream: MediaStream | null = null;
  private readonly waiting: CallSignal[] = [];
  private inbox: Promise<void> = Promise.resolve();
  private makingOffer = false;
  private isSettingRemoteAnswerPending = false;
  private disconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private lastVideoSample: VideoSample | null = null;
  private closed = false;

  constructor(private readonly options: CallConnectionOptions) {}

  get started(): boolean {
    return this.pc !== null;
  }

  /** Creates the connection and sends `stream`'s tracks; adding them starts the negotiation. */
  start(iceServers: RTCIceServer[], stream: MediaStream): void {
    if (this.pc || this.closed) return;
    const create =
      this.options.createPeerConnection ??
      ((configuration: RTCConfiguration) => new RTCPeerConnection(configuration));
    const pc = create({ iceServers });
    this.pc = pc;
    this.localStream = stream;
    // Both sides add their tracks the moment the call is active, so both would offer at once.
    // The polite side answers the first offer instead (its tracks go into the answer; anything
    // left out fires negotiationneeded again once the answer is set): Chromium sometimes never
    // gathers a candidate again after rolling back an offer whose gathering had just begun, and
    // the call then never connects, not even after ICE restarts.
    pc.onnegotiationneeded = () => {
      if (this.options.polite && !pc.remoteDescription) return;
      void this.offer(pc);
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.sendSignal({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ streams: [remote] }) => {
      if (remote) this.options.onRemoteStream(remote);
    };
    pc.onconnectionstatechange = () => this.followConnection(pc);
    for (const track of stream.getTracks()) pc.addTrack(track, stream);
    for (const signal of this.waiting.splice(0)) this.receive(signal);
  }

  /**
   * Fresh TURN credentials before the old ones lapse: any later gathering uses them, and with
   * `restart` (the call runs over the relay, whose allocation the old ones could no longer
   * renew) ICE gathers again now, the media staying on the old path until the new one is chosen.
   */
  updateIceServers(iceServers: RTCIceServer[], { restart }: { restart: boolean }): void {
    const pc = this.pc;
    if (!pc || this.closed) return;
    pc.setConfiguration({ ...pc.getConfiguration(), iceServers });
    if (restart) pc.restartIce();
  }

  /** A description or candidate from the other side. */
  receive(signal: CallSignal): void {
    if (this.closed) return;
    const pc = this.pc;
    if (!pc) {
      this.waiting.push(signal);
      return;
    }
    this.inbox = this.inbox.then(() => this.apply(pc, signal));
  }

  /**
   * Sends `track` as the call's video (a shared screen, another camera, the camera again) without
   * renegotiating; only a call that started without a camera renegotiates once, to send at all.
   */
  async sendVideo(track: MediaStreamTrack | null): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    const video = pc.getTransceivers().find((t) => t.receiver.track.kind === 'video');
    if (!video) {
      if (track && this.localStream) pc.addTrack(track, this.localStream);
      return;
    }
    await video.sender.replaceTrack(track);
    if (track && video.direction === 'recvonly') video.direction = 'sendrecv';
  }

  /**
   * Restarts ICE after the live channel was down: signals may have been lost on the way, and an
   * offer of ours still waiting for its answer would wait forever, so it is rolled back first.
   */
  async restartIceAfterSignalLoss(): Promise<void> {
    const pc = this.pc;
    if (!pc) return;
    if (pc.signalingState === 'have-local-offer') {
      await pc.setLocalDescription({ type: 'rollback' }).catch(() => undefined);
    }
    pc.restartIce();
  }

  /** The debug panel's figures; null before the connection exists. */
  async readStats(): Promise<CallStats | null> {
    const pc = this.pc;
    if (!pc) return null;
    const { stats, sample } = readMediaStats(await pc.getStats(), this.lastVideoSample);
    this.lastVideoSample = sample;
    return {
      connectionState: pc.connectionState,
      iceConnectionState: pc.iceConnectionState,
      signalingState: pc.signalingState,
      ...stats,
    };
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.disconnectTimer);
    this.waiting.length = 0;
    const pc = this.pc;
    this.pc = null;
    if (!pc) return;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.close();
  }

  private async offer(pc: RTCPeerConnection): Promise<void> {
    try {
      this.makingOffer = true;
      await pc.setLocalDescription();
      this.sendDescription(pc);
    } catch {
      // The connection closed, or an offer from the other side got in first: that one is answered.
    } finally {
      this.makingOffer = false;
    }
  }

  private async apply(pc: RTCPeerConnection, signal: CallSignal): Promise<void> {
    if ('candidate' in signal) {
      try {
        await pc.addIceCandidate(signal.candidate);
      } catch {
        // Candidates of an offer we ignored fail by design; a stale one is of no use either way.
      }
      return;
    }
    const { description } = signal;
    const readyForOffer =
      !this.makingOffer && (pc.signalingState === 'stable' || this.isSettingRemoteAnswerPending);
    const offerCollision = description.type === 'offer' && !readyForOffer;
    const ignoreOffer = !this.options.polite && offerCollision;
    if (ignoreOffer) return;

    try {
      this.isSettingRemoteAnswerPending = description.type === 'answer';
      await pc.setRemoteDescription(description);
      this.isSettingRemoteAnswerPending = false;
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.sendDescription(pc);
      }
    } catch {
      this.isSettingRemoteAnswerPending = false;
      if (!this.closed) {
        this.options.onFailure(
          description.type === 'offer' ? 'Failed to process offer' : 'Failed to process answer',
        );
      }
    }
  }

  private sendDescription(pc: RTCPeerConnection): void {
    const description = pc.localDescription;
    if (description && !this.closed) {
      this.options.sendSignal({ description: { type: description.type, sdp: description.sdp } });
    }
  }

  /** A failed path is restarted at once; a disconnected one gets a few seconds to come back. */
  private followConnection(pc: RTCPeerConnection): void {
    const state = pc.connectionState;
    clearTimeout(this.disconnectTimer);
    if (state === 'failed') pc.restartIce();
    if (state === 'disconnected') {
      this.disconnectTimer = setTimeout(() => {
        if (pc.connectionState === 'disconnected') pc.restartIce();
      }, ICE_RESTART_AFTER_DISCONNECT_MS);
    }
    this.options.onConnectionStateChange(state);
  }
}
