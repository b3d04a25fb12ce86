import type { IceServers, VideoCallView } from '@salahkar/domain/schemas/video-calls';
import { isOpenCall, VIDEO_CALL_CLOSE_DELAY_MS } from '@salahkar/domain/video-calls';
import { notify } from '@/components/ui/toaster.tsx';
import { msg, t } from '@/i18n';
import { ApiError, errorMessageOf } from '@/lib/api-client.ts';
import type { LiveClient } from '@/lib/live/live-client.ts';
import {
  endVideoCall,
  fetchConsultationVideoCall,
  fetchIceServers,
  joinVideoCall,
  NO_ICE_SERVERS,
} from '../api/video-call-requests.ts';
import type { CallToShow } from '../call-to-show.ts';
import { CallChannel } from './call-channel.ts';
import { CallConnection, type NegotiationFailure } from './call-connection.ts';
import { endedTextOf, initialViewOf, type CallView } from './call-view.ts';
import { LocalMedia } from './local-media.ts';

const STATS_INTERVAL_MS = 1000;
/** TURN credentials are renewed this long before they lapse, and never more often than… */
const ICE_REFRESH_AHEAD_MS = 30_000;
const ICE_REFRESH_MIN_MS = 10_000;
/**
 * How often a call that is not connected yet asks the server how it stands: a push that never
 * arrived (the answer, the end) or a signal lost on the way must not leave it waiting forever.
 */
export const CALL_CHECK_INTERVAL_MS = 4000;
/**
 * Problems that go away by themselves: the alert clears once the cause has. Texts in the language
 * on screen, which stays the same for the life of a call.
 */
const connectionError = () => t('video.problem.connection');
const channelDown = () => t('video.problem.channelDown');

/** The connection's failures (English, the spec's words) as message ids. */
const NEGOTIATION_TEXTS: Record<NegotiationFailure, string> = {
  'Failed to process offer': msg('video.problem.offer'),
  'Failed to process answer': msg('video.problem.answer'),
};

/**
 * One call as this tab lives it, from the dialog opening to its closing, without React: the
 * devices, the peer connection, the call's verbs and what the live channel says about it. Every
 * way out (Hang Up, the other side ending, Escape, the tab closing, a failure) goes through
 * `finish`, which turns the devices off and closes the connection.
 *
 * The professional opens it while ringing and connects once `video_call_joined` arrives; the user
 * opens it on Join Call and connects once the join is accepted. Both send their tracks then, and
 * perfect negotiation settles who offers.
 */
export class CallSession {
  private view: CallView;
  private readonly listeners = new Set<() => void>();
  private readonly media: LocalMedia;
  private readonly connection: CallConnection;
  private channel: CallChannel | null = null;
  private onClosed: () => void = () => undefined;
  private iceServers: Promise<IceServers> = Promise.resolve(NO_ICE_SERVERS);
  /** This tab must end the call on the server when it leaves: the caller, or the user once joined. */
  private holdsCall: boolean;
  /** The server has the call active: media may be negotiated. */
  private active = false;
  private mediaReady = false;
  private connectStarted = false;
  private wasConnected = false;
  private begun = false;
  private over = false;
  private closed = false;
  private statsTimer: ReturnType<typeof setInterval> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;
  /** Checks made while the connection was negotiating without success. */
  private checksWhileConnecting = 0;
  private iceRefreshTimer: ReturnType<typeof setTimeout> | undefined;
  private closeTimer: ReturnType<typeof setTimeout> | undefined;
  private leaveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly call: CallToShow) {
    this.holdsCall = call.side === 'initiator';
    this.view = initialViewOf(call);
    this.media = new LocalMedia({
      sendVideo: (track) => this.connection.sendVideo(track),
      onChange: () => this.showMedia(),
    });
    this.connection = new CallConnection({
      polite: call.side === 'participant',
      sendSignal: (signal) => {
        if (!this.channel?.sendSignal(signal)) this.update({ problem: channelDown() });
      },
      onRemoteStream: (remoteStream) => this.update({ remoteStream }),
      onConnectionStateChange: (state) => this.followConnection(state),
      onFailure: (failure) => this.update({ problem: t(NEGOTIATION_TEXTS[failure]) }),
    });
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getView = (): CallView => this.view;

  /**
   * The dialog is on screen, with the tab's live channel; the call starts at the first attach.
   * Returns the detach: React (in development) detaches and attaches again at once, so only a
   * detach that stays one leaves the call.
   */
  attach(client: LiveClient | null, onClosed: () => void): () => void {
    clearTimeout(this.leaveTimer);
    this.onClosed = onClosed;
    this.channel = new CallChannel(client, this.call, {
      onAnswered: () => this.answered(),
      onEnded: (status) => this.finish(endedTextOf(status, this.call)),
      onSignal: (signal) => this.connection.receive(signal),
      onRefused: (message) => this.refused(message),
      onStatusChange: (open) => {
        if (!this.over) this.update({ channelDown: !open });
      },
      onReopened: () => void this.catchUpAfterReconnect(),
    });
    const stopListening = this.channel.listen();
    window.addEventListener('pagehide', this.hangUpOnPageHide);
    if (!this.begun) {
      this.begun = true;
      void this.begin();
    }
    return () => {
      stopListening();
      window.removeEventListener('pagehide', this.hangUpOnPageHide);
      this.leaveTimer = setTimeout(this.leave, 0);
    };
  }

  /** Hang Up: ends the call on the server when this tab holds it, and here at once. */
  hangUp = (): void => {
    if (this.over) return;
    if (this.holdsCall) void this.endOnServer();
    const cancelled = this.call.side === 'initiator' && !this.active;
    this.finish(cancelled ? t('video.ended.cancelled') : t('video.ended.ended'));
  };

  /** The person closed the dialog (Escape, the close button) or it went away: hang up, close now. */
  leave = (): void => {
    this.hangUp();
    this.close();
  };

  toggleMicrophone = (): void => this.media.toggleMicrophone();

  toggleCamera = (): void => this.media.toggleCamera();

  switchCamera = async (): Promise<void> => {
    try {
      await this.media.switchCamera();
    } catch {
      this.update({ problem: t('video.problem.switchCamera') });
    }
  };

  toggleScreenShare = async (): Promise<void> => {
    if (this.media.sharingScreen) return this.media.stopSharing();
    try {
      await this.media.shareScreen();
    } catch (error) {
      this.update({ problem: error instanceof Error ? error.message : String(error) });
    }
  };

  private async begin(): Promise<void> {
    if (!this.channel?.open) {
      return this.fail(t('video.problem.channelFailed'), t('video.problem.checkConnection'));
    }
    this.iceServers = fetchIceServers();
    try {
      const { cameraDenied } = await this.media.open();
      if (cameraDenied) this.update({ problem: t('video.problem.cameraDenied') });
    } catch {
      if (!this.over) this.fail(t('video.problem.callFailed'), t('video.problem.couldNotStart'));
      return;
    }
    if (this.over) return;
    this.mediaReady = true;
    void this.media.countCameras().then(
      (cameras) => this.update({ canSwitchCamera: cameras > 1 }),
      () => undefined,
    );
    this.checkTimer = setInterval(() => void this.checkUntilConnected(), CALL_CHECK_INTERVAL_MS);
    if (this.call.side === 'participant') await this.join();
    else void this.connect();
  }

  /**
   * Until media flows: the caller still ringing asks whether the user answered (the push may
   * have been lost), and a call negotiating for two checks without a path restarts ICE from the
   * caller's side (the impolite one, so the two never restart at once), as after a dropped channel.
   */
  private async checkUntilConnected(): Promise<void> {
    if (this.over || this.wasConnected) return clearInterval(this.checkTimer);
    const waitingForAnswer = this.call.side === 'initiator' && !this.active;
    const negotiating = this.active && this.connection.started;
    if (!waitingForAnswer && !negotiating) return;
    if (!(await this.goesOnOnServer()) || this.wasConnected) return;
    this.checksWhileConnecting += 1;
    if (this.call.side === 'initiator' && this.checksWhileConnecting % 2 === 0) {
      void this.connection.restartIceAfterSignalLoss();
    }
  }

  private async join(): Promise<void> {
    try {
      await joinVideoCall(this.call.callId);
    } catch (error) {
      if (this.over) return;
      const reason = errorMessageOf(error, error instanceof Error ? error.message : String(error));
      notify({ title: t('video.problem.joinFailed'), description: reason, variant: 'error' });
      return this.finish(t('video.ended.ended'), t('video.problem.joinFailedBecause', { reason }));
    }
    this.holdsCall = true;
    // Hung up while the join was on its way: the call is now ours to end.
    if (this.over) return void this.endOnServer();
    this.becomeActive();
  }

  /** The professional hears that the user answered. */
  private answered(): void {
    if (this.call.side !== 'initiator' || this.active || this.over) return;
    notify({
      title: t('video.toast.joinedTitle'),
      description: t('video.toast.joinedDescription', { name: this.call.peerName }),
      variant: 'success',
    });
    this.becomeActive();
  }

  private becomeActive(): void {
    this.active = true;
    this.update({ stage: 'connecting' });
    void this.connect();
  }

  /** Once the call is active and the devices are on, whichever comes last. */
  private async connect(): Promise<void> {
    if (!this.active || !this.mediaReady || this.connectStarted || this.over) return;
    this.connectStarted = true;
    const { iceServers, expiresAt } = await this.iceServers;
    if (this.over || !this.media.stream) return;
    try {
      this.connection.start(iceServers, this.media.stream);
    } catch {
      return this.fail(t('video.problem.callFailed'), t('video.problem.couldNotStart'));
    }
    this.statsTimer = setInterval(() => void this.sampleStats(), STATS_INTERVAL_MS);
    this.renewIceServersBefore(expiresAt);
  }

  /**
   * TURN credentials live little past the ring time (the server's choice), so a longer call asks
   * for fresh ones before they lapse, for as long as the server still counts it open.
   */
  private renewIceServersBefore(expiresAt: string | null): void {
    if (!expiresAt || this.over) return;
    const wait = Math.max(
      ICE_REFRESH_MIN_MS,
      Date.parse(expiresAt) - Date.now() - ICE_REFRESH_AHEAD_MS,
    );
    this.iceRefreshTimer = setTimeout(() => void this.renewIceServers(), wait);
  }

  private async renewIceServers(): Promise<void> {
    const fresh = await fetchIceServers();
    if (this.over || fresh.iceServers.length === 0) return;
    const overRelay = this.view.stats?.localCandidateType === 'relay';
    this.connection.updateIceServers(fresh.iceServers, { restart: overRelay });
    this.renewIceServersBefore(fresh.expiresAt);
  }

  /** The server refused a signal of ours (the call is no longer active, too many signals…). */
  private refused(message: string): void {
    if (this.active && !this.over) {
      this.update({ problem: t('video.problem.refused', { message }) });
    }
  }

  /** Pushes may have been missed while the channel was down: ask the server how the call is. */
  private async catchUpAfterReconnect(): Promise<void> {
    this.clearProblem(channelDown());
    if (await this.goesOnOnServer()) void this.connection.restartIceAfterSignalLoss();
  }

  /**
   * Asks the server how the call stands and follows it: over there, over here; answered there
   * while this caller missed the push, connect. True when it is active and was active here already.
   */
  private async goesOnOnServer(): Promise<boolean> {
    let latest: VideoCallView | null;
    try {
      latest = await fetchConsultationVideoCall(this.call.consultationId);
    } catch {
      return false;
    }
    if (this.over) return false;
    if (latest?.id !== this.call.callId) {
      this.finish(t('video.ended.ended'));
      return false;
    }
    if (!isOpenCall(latest.status)) {
      this.finish(endedTextOf(latest.status, this.call));
      return false;
    }
    if (latest.status !== 'active') return false;
    if (this.active) return true;
    this.answered();
    return false;
  }

  private followConnection(state: RTCPeerConnectionState): void {
    if (this.over) return;
    if (state === 'connected') {
      this.wasConnected = true;
      this.update({ stage: 'connected' });
      this.clearProblem(connectionError());
    } else if (state === 'disconnected' || state === 'failed') {
      // Never connected: no path was found yet (the ICE restart keeps looking).
      if (this.wasConnected) this.update({ stage: 'reconnecting' });
      else if (state === 'failed') this.update({ problem: connectionError() });
    }
  }

  private clearProblem(problem: string): void {
    if (this.view.problem === problem) this.update({ problem: null });
  }

  private async sampleStats(): Promise<void> {
    try {
      const stats = await this.connection.readStats();
      if (stats && !this.over) this.update({ stats });
    } catch {
      // A connection closing between two samples has no stats: the next sample will not come.
    }
  }

  private fail(title: string, description: string): void {
    notify({ title, description, variant: 'error' });
    this.update({ problem: title });
    this.hangUp();
  }

  private async endOnServer(): Promise<void> {
    try {
      await endVideoCall(this.call.callId);
    } catch (error) {
      // 409: the call was over already. Anything else: the live channel runs the same verb.
      if (error instanceof ApiError && error.status === 409) return;
      this.channel?.sayEnded();
    }
  }

  /** Closing or reloading the tab leaves no time for HTTP: say it over the live channel. */
  private hangUpOnPageHide = (): void => {
    if (!this.over && this.holdsCall) this.channel?.sayEnded();
  };

  private finish(endedText: string, problem: string | null = this.view.problem): void {
    if (this.over) return;
    this.over = true;
    clearInterval(this.statsTimer);
    clearInterval(this.checkTimer);
    clearTimeout(this.iceRefreshTimer);
    this.connection.close();
    this.media.stop();
    this.update({
      stage: 'ended',
      endedText,
      problem,
      channelDown: false,
      localStream: null,
      remoteStream: null,
      sharingScreen: false,
    });
    this.closeTimer = setTimeout(() => this.close(), VIDEO_CALL_CLOSE_DELAY_MS);
  }

  private close(): void {
    clearTimeout(this.closeTimer);
    if (this.closed) return;
    this.closed = true;
    this.onClosed();
  }

  private showMedia(): void {
    if (this.over) return;
    this.update({
      localStream: this.media.stream,
      microphone: this.media.microphone,
      camera: this.media.camera,
      sharingScreen: this.media.sharingScreen,
    });
  }

  private update(patch: Partial<CallView>): void {
    this.view = { ...this.view, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
