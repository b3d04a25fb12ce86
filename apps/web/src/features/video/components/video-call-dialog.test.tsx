import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VIDEO_CALL_CLOSE_DELAY_MS } from '@salahkar/domain/video-calls';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { FakeLiveSocket } from '@/test/fake-live-socket.ts';
import { FakeMediaStream, FakeTrack, installFakeMediaDevices } from '@/test/fake-media.ts';
import { FakePeerConnection } from '@/test/fake-peer-connection.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import {
  buildVideoCall,
  CALL_CASE_ID,
  CALL_ID,
  CALL_ROUTES,
  CALL_URL,
  endedPush,
} from '@/test/video-call-fixtures.ts';
import { renderRungHost, withFakeCallBoundaries } from '@/test/video-call-setup.tsx';

const CLOSES = { timeout: VIDEO_CALL_CLOSE_DELAY_MS + 1500 };

type Setup = {
  routes?: Parameters<typeof fakeFetch>[0];
  devices?: Parameters<typeof installFakeMediaDevices>[0];
};

/** Asha answers Vikram's call from the pop-up; resolves once her peer connection exists. */
async function answerCall({ routes = {}, devices }: Setup = {}) {
  const media = installFakeMediaDevices(devices);
  const fetch = fakeFetch({
    'GET /api/auth/user': { body: SIGNED_IN_USER },
    ...CALL_ROUTES,
    ...routes,
  });
  const { socket, popUp } = await renderRungHost();
  const user = userEvent.setup();
  await user.click(within(popUp).getByRole('button', { name: 'Join Call' }));
  const dialog = await screen.findByRole('dialog', { name: 'Video call' });
  return { ...fetch, media, socket, user, dialog, scope: within(dialog) };
}

/** Vikram's offer reaches Asha's connection, which answers it; then media flows. */
async function connected(socket: FakeLiveSocket) {
  const pc = await waitFor(() => FakePeerConnection.latest());
  const offer = { type: 'offer' as const, sdp: 'Vikram offer 1' };
  act(() =>
    socket.push({ type: 'video_offer', consultationId: CALL_CASE_ID, callId: CALL_ID, offer }),
  );
  await waitFor(() =>
    expect(socket.sent).toContainEqual(
      expect.objectContaining({ type: 'video_answer', callId: CALL_ID }),
    ),
  );
  act(() => pc.setConnectionState('connected'));
  return pc;
}

const callAfterReconnect = (status: 'active' | 'ended') => ({
  [`GET /api/video-calls/consultation/${CALL_CASE_ID}`]: {
    body: { videoCall: buildVideoCall({ status }) },
  },
});

/** The live channel drops mid-call, then the client's first retry (within 1 s) gets through. */
async function dropAndReopen(socket: FakeLiveSocket, scope: ReturnType<typeof within>) {
  act(() => socket.serverClose(1006));
  expect(scope.getByRole('status')).toHaveTextContent('Disconnected from server');
  const next = await waitFor(
    () => {
      expect(FakeLiveSocket.latest()).not.toBe(socket);
      return FakeLiveSocket.latest();
    },
    { timeout: 2000 },
  );
  act(() => next.open());
  await waitFor(() =>
    expect(scope.getByRole('status')).not.toHaveTextContent('Disconnected from server'),
  );
}

const posts = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.url);

withFakeCallBoundaries();

describe('the Video call dialog', { timeout: 20_000 }, () => {
  it('joins, sends both tracks, and connects once media flows', async () => {
    const { calls, media, socket, scope } = await answerCall();
    const status = scope.getByRole('status');

    const pc = await connected(socket);

    expect(posts(calls)).toEqual([`${CALL_URL}/join`]);
    expect(media.devices.getUserMedia).toHaveBeenCalledWith({
      video: {
        width: { ideal: 1280 },
        height: { ideal: 720 },
        frameRate: { ideal: 30 },
        facingMode: 'user',
      },
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
    expect(pc.getSenders().map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
    expect(status).toHaveTextContent('Connected');
    expect(scope.getByTestId('local-video')).toHaveAccessibleName('Your camera preview');
    expect(scope.getByTestId('local-video')).toHaveProperty('muted', true);

    const remote = new FakeMediaStream([new FakeTrack('audio'), new FakeTrack('video')]);
    act(() => pc.receiveTrack(remote.getVideoTracks()[0]!, remote));
    const remoteVideo = scope.getByTestId('remote-video');
    expect(remoteVideo).toHaveAccessibleName("Vikram Rathore's video");
    expect(remoteVideo).toHaveProperty('srcObject', remote);
  });

  it('mutes, turns the camera off, switches camera and shares the screen on the same connection', async () => {
    const { media, socket, scope, user } = await answerCall({ devices: { cameras: 2 } });
    const pc = await connected(socket);
    const [audio, camera] = media.tracks();
    const videoSender = pc.getSenders()[1]!;

    await user.click(scope.getByRole('button', { name: 'Mute' }));
    expect(audio?.enabled).toBe(false);
    expect(scope.getByRole('button', { name: 'Unmute' })).not.toHaveAttribute('aria-pressed');
    await user.click(scope.getByRole('button', { name: 'Unmute' }));
    expect(audio?.enabled).toBe(true);

    await user.click(scope.getByRole('button', { name: 'Turn camera off' }));
    expect(camera?.enabled).toBe(false);
    await user.click(scope.getByRole('button', { name: 'Turn camera on' }));
    expect(camera?.enabled).toBe(true);

    await user.click(scope.getByRole('button', { name: 'Switch camera' }));
    await waitFor(() => expect(videoSender.replaceTrack).toHaveBeenCalledTimes(1));
    const backCamera = videoSender.track;
    expect(backCamera?.getSettings().deviceId).toBe('camera-2');
    expect(camera?.readyState).toBe('ended');

    await user.click(scope.getByRole('button', { name: 'Share screen' }));
    expect(media.devices.getDisplayMedia).toHaveBeenCalledWith({
      video: { width: 1920, height: 1080 },
    });
    await scope.findByRole('button', { name: 'Stop sharing' });
    const screenTrack = videoSender.track as FakeTrack | null;
    expect(screenTrack?.deviceId).toBe('screen');

    // The browser's own "Stop sharing" bar: back to the camera.
    act(() => screenTrack?.end());
    expect(await scope.findByRole('button', { name: 'Share screen' })).toBeInTheDocument();
    expect(videoSender.track).toBe(backCamera);
    // Media changed without renegotiating: the one answer, and no offer.
    const sentOfType = (type: string) =>
      socket.sent.filter((frame) => (frame as { type: string }).type === type);
    expect(sentOfType('video_answer')).toHaveLength(1);
    expect(sentOfType('video_offer')).toEqual([]);
  });

  it('hangs up: the server is told, every device turns off and the dialog closes', async () => {
    const { calls, media, socket, scope, user, dialog } = await answerCall();
    const pc = await connected(socket);

    await user.click(scope.getByRole('button', { name: 'Hang up' }));

    expect(scope.getByRole('status')).toHaveTextContent('Call ended');
    await waitFor(() => expect(posts(calls)).toContain(`${CALL_URL}/end`));
    expect(media.tracks().every((track) => track.readyState === 'ended')).toBe(true);
    expect(pc.events).toContain('close');
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), CLOSES);
  });

  it('closes on both sides when the other side hangs up', async () => {
    const { calls, media, socket, scope, dialog } = await answerCall();
    await connected(socket);

    act(() => socket.push(endedPush('ended')));

    expect(scope.getByRole('status')).toHaveTextContent('Call ended');
    expect(media.tracks().every((track) => track.readyState === 'ended')).toBe(true);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), CLOSES);
    expect(posts(calls)).toEqual([`${CALL_URL}/join`]);
  });

  it('hangs up when closed with Escape, and turns everything off at once', async () => {
    const { calls, media, socket, user, dialog } = await answerCall();
    const pc = await connected(socket);

    await user.keyboard('{Escape}');

    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(posts(calls)).toContain(`${CALL_URL}/end`));
    expect(media.tracks().every((track) => track.readyState === 'ended')).toBe(true);
    expect(pc.events).toContain('close');
  });

  it('restarts ICE when the live channel comes back and the call is still on', async () => {
    const { socket, scope } = await answerCall({ routes: callAfterReconnect('active') });
    const pc = await connected(socket);

    await dropAndReopen(socket, scope);

    await waitFor(() => expect(pc.events).toContain('restart-ice'));
    expect(scope.getByRole('status')).toHaveTextContent('Connected');
  });

  it('renews short-lived TURN credentials before they lapse, while the call is on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      let issued = 0;
      const { socket } = await answerCall({
        routes: {
          'GET /api/video-calls/ice-servers': () => {
            issued += 1;
            return {
              body: {
                iceServers: [
                  { urls: ['turn:turn.example.org'], username: `u${issued}`, credential: 'c' },
                ],
                expiresAt: new Date(Date.now() + 120_000).toISOString(),
              },
            };
          },
        },
      });
      const pc = await connected(socket);
      expect(issued).toBe(1);

      // 30 s before the first ones lapse, the server is asked again and the connection takes them.
      await act(async () => vi.advanceTimersByTimeAsync(91_000));
      await waitFor(() => expect(pc.events).toContain('set-configuration'));
      expect(issued).toBe(2);
      expect(pc.configuration.iceServers).toEqual([
        { urls: ['turn:turn.example.org'], username: 'u2', credential: 'c' },
      ]);
      // Not over the relay here: no ICE restart is needed for the media to go on.
      expect(pc.events).not.toContain('restart-ice');
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends when the call was over by the time the live channel came back', async () => {
    const { socket, scope, media } = await answerCall({ routes: callAfterReconnect('ended') });
    await connected(socket);

    await dropAndReopen(socket, scope);

    await waitFor(() => expect(scope.getByRole('status')).toHaveTextContent('Call ended'));
    expect(media.tracks().every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('goes on with sound only when the camera is refused', async () => {
    const { socket, scope } = await answerCall({ devices: { cameraDenied: true } });
    const pc = await connected(socket);

    expect(scope.getByRole('alert')).toHaveTextContent('Camera access denied');
    expect(scope.getByRole('button', { name: 'Turn camera off' })).toBeDisabled();
    expect(pc.getSenders().map((sender) => sender.track?.kind)).toEqual(['audio']);
    expect(scope.getByRole('status')).toHaveTextContent('Connected');
  });

  it('says why a screen could not be shared', async () => {
    const { socket, scope, user } = await answerCall({
      devices: { screenError: 'NotAllowedError' },
    });
    await connected(socket);

    await user.click(scope.getByRole('button', { name: 'Share screen' }));

    expect(await scope.findByRole('alert')).toHaveTextContent(
      'Screen sharing cancelled - permission denied',
    );
    expect(scope.getByRole('button', { name: 'Share screen' })).toBeEnabled();
  });

  it('offers to play the videos by hand when the browser blocks autoplay', async () => {
    const play = vi.mocked(HTMLMediaElement.prototype.play);
    play.mockRejectedValue(new DOMException('Autoplay refused', 'NotAllowedError'));
    const { socket, scope, user } = await answerCall();
    await connected(socket);

    const playPreview = await scope.findByRole('button', { name: 'Play my preview' });
    play.mockResolvedValue(undefined);
    await user.click(playPreview);

    await waitFor(() =>
      expect(scope.queryByRole('button', { name: 'Play my preview' })).not.toBeInTheDocument(),
    );
  });

  it('says why joining failed and closes', async () => {
    const { scope, dialog } = await answerCall({
      routes: {
        [`POST ${CALL_URL}/join`]: apiError(
          409,
          'INVALID_STATE',
          'Cannot join a call that was cancelled',
        ),
      },
    });

    expect(await scope.findByRole('alert')).toHaveTextContent(
      'Failed to join call: Cannot join a call that was cancelled',
    );
    expect(screen.getByText('Failed to join call')).toBeInTheDocument();
    expect(FakePeerConnection.instances).toHaveLength(0);
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), CLOSES);
  });
});
