import { vi } from 'vitest';

/**
 * The browser's devices (the app's boundary to cameras, microphones and screens) replaced for
 * component tests: tracks whose `enabled` and `stop()` behave as the browser's, and a test that
 * ends a track the way the browser's own "Stop sharing" bar does.
 */
export class FakeTrack extends EventTarget {
  enabled = true;
  readyState: MediaStreamTrackState = 'live';

  constructor(
    readonly kind: 'audio' | 'video',
    readonly deviceId = `${kind}-1`,
  ) {
    super();
  }

  getSettings(): MediaTrackSettings {
    return { deviceId: this.deviceId };
  }

  stop(): void {
    this.readyState = 'ended';
  }

  /** The browser ended it (the screen-share bar's Stop sharing, a camera unplugged). */
  end(): void {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

export class FakeMediaStream {
  private readonly tracks: FakeTrack[];

  constructor(tracks: FakeTrack[]) {
    this.tracks = [...tracks];
  }

  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }

  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }

  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }

  addTrack(track: FakeTrack): void {
    this.tracks.push(track);
  }

  removeTrack(track: FakeTrack): void {
    this.tracks.splice(this.tracks.indexOf(track), 1);
  }
}

export const asStream = (stream: FakeMediaStream) => stream as unknown as MediaStream;

type DeviceOptions = {
  /** Cameras the device lists; Switch camera shows with more than one. */
  cameras?: number;
  /** The camera is refused (the microphone still works). */
  cameraDenied?: boolean;
  /** getDisplayMedia fails with this error name. */
  screenError?: string;
};

/**
 * navigator.mediaDevices for a test: every stream and track handed out is kept, so the test can
 * check what was asked for and that everything was stopped at the end.
 */
export function installFakeMediaDevices({
  cameras = 1,
  cameraDenied = false,
  screenError,
}: DeviceOptions = {}) {
  const streams: FakeMediaStream[] = [];
  const hand = (tracks: FakeTrack[]) => {
    const stream = new FakeMediaStream(tracks);
    streams.push(stream);
    return asStream(stream);
  };
  const devices = {
    getUserMedia: vi.fn(async (constraints: MediaStreamConstraints) => {
      const video = constraints.video as MediaTrackConstraints | undefined;
      if (video && cameraDenied) throw new DOMException('Permission denied', 'NotAllowedError');
      const deviceId = (video?.deviceId as { exact?: string } | undefined)?.exact;
      return hand([
        ...(constraints.audio ? [new FakeTrack('audio')] : []),
        ...(video ? [new FakeTrack('video', deviceId ?? 'camera-1')] : []),
      ]);
    }),
    getDisplayMedia: vi.fn(async () => {
      if (screenError) throw new DOMException('Refused', screenError);
      return hand([new FakeTrack('video', 'screen')]);
    }),
    enumerateDevices: vi.fn(async () =>
      Array.from({ length: cameras }, (_, index) => ({
        kind: 'videoinput',
        deviceId: `camera-${index + 1}`,
        label: `Camera ${index + 1}`,
        groupId: '',
      })),
    ),
  };
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: devices });
  return {
    devices,
    streams,
    /** Every track handed out, in order. */
    tracks: () => streams.flatMap((stream) => stream.getTracks()),
  };
}

export function removeFakeMediaDevices(): void {
  Reflect.deleteProperty(navigator, 'mediaDevices');
}

/** Web Audio for the ring: what was played, and whether it was shut. */
export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  /** A page nobody has clicked yet starts its audio suspended. */
  static startsSuspended = false;
  state: AudioContextState = FakeAudioContext.startsSuspended ? 'suspended' : 'running';
  currentTime = 0;
  readonly destination = {};
  tones = 0;
  closed = false;

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  resume = vi.fn(async () => {
    throw new DOMException('Not allowed to start', 'NotAllowedError');
  });

  createOscillator() {
    const node = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => (this.tones += 1),
      stop: () => undefined,
    };
    return node;
  }

  createGain() {
    const param = {
      setValueAtTime: () => undefined,
      linearRampToValueAtTime: () => undefined,
      exponentialRampToValueAtTime: () => undefined,
    };
    return { gain: param, connect: (next: unknown) => next };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.state = 'closed';
  }
}
