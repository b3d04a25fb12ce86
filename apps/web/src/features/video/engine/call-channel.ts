import type { ServerMessage } from '@salahkar/domain/live-events';
import type { VideoCallStatus } from '@salahkar/domain/video-calls';
import type { LiveClient, LiveStatus } from '@/lib/live/live-client.ts';
import { signalFrame, signalOf, type CallAddress, type CallSignal } from './call-signals.ts';

/** What the live channel says about one call. */
export type CallChannelEvents = {
  /** `video_call_joined`: the user answered (the professional's cue to connect). */
  onAnswered: () => void;
  /** `video_call_ended`: the call is over, as `status` says. */
  onEnded: (status: VideoCallStatus) => void;
  /** A description or candidate from the other person. */
  onSignal: (signal: CallSignal) => void;
  /** An error frame: the server refused something this tab sent. */
  onRefused: (message: string) => void;
  /** The channel went down or came back. */
  onStatusChange: (open: boolean) => void;
  /** The channel is back after a drop: pushes may have been missed meanwhile. */
  onReopened: () => void;
};

/**
 * The tab's live channel as one call hears and speaks it: only the pushes of this call, its
 * signals framed with its id, and the moment the channel comes back after a drop.
 */
export class CallChannel {
  private status: LiveStatus;

  constructor(
    private readonly client: LiveClient | null,
    private readonly call: CallAddress,
    private readonly events: CallChannelEvents,
  ) {
    this.status = client?.getStatus() ?? 'stopped';
  }

  get open(): boolean {
    return this.status === 'open';
  }

  /** Listens until the returned function is called. */
  listen(): () => void {
    const unsubscribe = this.client?.subscribe(this.hear);
    const unwatch = this.client?.onStatusChange(this.followStatus);
    return () => {
      unsubscribe?.();
      unwatch?.();
    };
  }

  /** False when the socket is not open: the signal is lost. */
  sendSignal(signal: CallSignal): boolean {
    const frame = signalFrame(signal, this.call);
    return frame !== null && (this.client?.send(frame) ?? false);
  }

  /** Hang Up over the channel, where HTTP cannot be used (the tab closing, HTTP failing). */
  sayEnded(): void {
    const { consultationId, callId } = this.call;
    this.client?.send({ type: 'video_call_ended', consultationId, callId });
  }

  private hear = (message: ServerMessage): void => {
    if (message.type === 'error') return this.events.onRefused(message.message);
    if (message.type === 'video_call_joined') {
      if (message.data.callId === this.call.callId) this.events.onAnswered();
      return;
    }
    if (!('callId' in message) || message.callId !== this.call.callId) return;
    if (message.type === 'video_call_ended') return this.events.onEnded(message.videoCall.status);
    const signal = signalOf(message);
    if (signal) this.events.onSignal(signal);
  };

  private followStatus = (): void => {
    const status = this.client?.getStatus() ?? 'stopped';
    const reopened = this.status === 'reconnecting' && status === 'open';
    this.status = status;
    this.events.onStatusChange(status === 'open');
    if (reopened) this.events.onReopened();
  };
}
