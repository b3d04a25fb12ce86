import { t } from '@/i18n';
import {
  CAMERA_CONSTRAINTS,
  MICROPHONE_CONSTRAINTS,
  SCREEN_CONSTRAINTS,
} from '../media-constraints.ts';

export type MicrophoneState = 'on' | 'muted' | 'none';
export type CameraState = 'on' | 'off' | 'none';

/** Why a screen could not be shared, in the spec's words, from the browser's error name. */
export function screenShareFailureText(error: unknown): string {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
      return t('video.screen.denied');
    case 'NotFoundError':
      return t('video.screen.none');
    case 'NotSupportedError':
      return t('video.screen.unsupported');
    default:
      return t('video.screen.cancelled');
  }
}

function stopTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The person's side of a call: their camera and microphone (one stream, sent as it is), the
 * screen they share instead of the camera, and the switches the dialog offers. Mute and camera
 * off only disable a track, so the other side keeps its place and nothing renegotiates. Once
 * stopped, anything a pending request still brings back is stopped at once.
 */
export class LocalMedia {
  stream: MediaStream | null = null;
  private screen: MediaStreamTrack | null = null;
  private stopped = false;

  constructor(
    private readonly events: {
      /** Sends another video track in the call (the connection swaps it in). */
      sendVideo: (track: MediaStreamTrack | null) => Promise<void>;
      onChange: () => void;
    },
  ) {}

  /**
   * Camera and microphone, else the microphone alone (`cameraDenied`); throws when even the
   * microphone is refused or missing.
   */
  async open(): Promise<{ cameraDenied: boolean }> {
    const devices = navigator.mediaDevices;
    if (!devices?.getUserMedia) throw new Error('This browser cannot use a camera or microphone');
    let cameraDenied = false;
    let stream: MediaStream;
    try {
      stream = await devices.getUserMedia({
        video: CAMERA_CONSTRAINTS,
        audio: MICROPHONE_CONSTRAINTS,
      });
    } catch {
      cameraDenied = true;
      stream = await devices.getUserMedia({ audio: MICROPHONE_CONSTRAINTS });
    }
    if (this.stopped) {
      stopTracks(stream);
    } else {
      this.stream = stream;
      this.events.onChange();
    }
    return { cameraDenied };
  }

  get microphone(): MicrophoneState {
    const track = this.stream?.getAudioTracks()[0];
    if (!track) return 'none';
    return track.enabled ? 'on' : 'muted';
  }

  get camera(): CameraState {
    const track = this.cameraTrack;
    if (!track) return 'none';
    return track.enabled ? 'on' : 'off';
  }

  get sharingScreen(): boolean {
    return this.screen !== null;
  }

  toggleMicrophone(): void {
    const track = this.stream?.getAudioTracks()[0];
    if (track) track.enabled = !track.enabled;
    this.events.onChange();
  }

  toggleCamera(): void {
    const track = this.cameraTrack;
    if (track) track.enabled = !track.enabled;
    this.events.onChange();
  }

  async countCameras(): Promise<number> {
    const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
    return devices.filter((device) => device.kind === 'videoinput').length;
  }

  /** The next camera the device lists (front to back on a phone), in place of the current one. */
  async switchCamera(): Promise<void> {
    const stream = this.stream;
    const current = this.cameraTrack;
    if (!stream || !current) return;
    const cameras = (await navigator.mediaDevices.enumerateDevices()).filter(
      (device) => device.kind === 'videoinput',
    );
    const index = cameras.findIndex((camera) => camera.deviceId === current.getSettings().deviceId);
    const next = cameras[(index + 1) % cameras.length];
    if (!next) return;
    // A device id picks the camera; the facing mode would fight it.
    const { facingMode: _facingMode, ...constraints } = CAMERA_CONSTRAINTS;
    const fresh = await navigator.mediaDevices.getUserMedia({
      video: { ...constraints, deviceId: { exact: next.deviceId } },
    });
    const [track] = fresh.getVideoTracks();
    if (!track) return;
    if (this.stopped) {
      track.stop();
      return;
    }
    track.enabled = current.enabled;
    stream.removeTrack(current);
    stream.addTrack(track);
    current.stop();
    if (!this.screen) await this.events.sendVideo(track);
    this.events.onChange();
  }

  /** Sends a screen instead of the camera; throws an Error whose message is the spec's text. */
  async shareScreen(): Promise<void> {
    const devices = navigator.mediaDevices;
    if (!devices?.getDisplayMedia) {
      throw new Error(screenShareFailureText({ name: 'NotSupportedError' }));
    }
    let display: MediaStream;
    try {
      display = await devices.getDisplayMedia(SCREEN_CONSTRAINTS);
    } catch (error) {
      throw new Error(screenShareFailureText(error), { cause: error });
    }
    const [track] = display.getVideoTracks();
    if (!track) throw new Error(screenShareFailureText({ name: 'NotFoundError' }));
    if (this.stopped) {
      track.stop();
      return;
    }
    this.screen = track;
    // The browser's own "Stop sharing" bar ends the track: the call goes back to the camera.
    track.addEventListener('ended', () => void this.stopSharing(), { once: true });
    await this.events.sendVideo(track);
    this.events.onChange();
  }

  async stopSharing(): Promise<void> {
    const track = this.screen;
    if (!track) return;
    this.screen = null;
    track.stop();
    if (this.stopped) return;
    await this.events.sendVideo(this.cameraTrack);
    this.events.onChange();
  }

  /** Turns every device off: the camera light goes out when the call ends, however it ends. */
  stop(): void {
    this.stopped = true;
    this.screen?.stop();
    this.screen = null;
    stopTracks(this.stream);
  }

  private get cameraTrack(): MediaStreamTrack | null {
    return this.stream?.getVideoTracks()[0] ?? null;
  }
}
