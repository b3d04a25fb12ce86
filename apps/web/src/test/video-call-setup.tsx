import { act, cleanup, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ServerMessageOf } from '@salahkar/domain/live-events';
import { VideoCallHost } from '@/features/video';
import { removeFakeMediaDevices } from './fake-media.ts';
import { FakePeerConnection } from './fake-peer-connection.ts';
import { openLiveChannel, renderSignedIn } from './render-signed-in.tsx';
import { invitationPush } from './video-call-fixtures.ts';

/**
 * For every test of the file that calls it: WebRTC replaced by FakePeerConnection, and videos
 * that play (jsdom plays none; a test may make `HTMLMediaElement.prototype.play` refuse). After
 * each test the call's dialog unmounts and its session is let go before the fakes are.
 */
export function withFakeCallBoundaries(): void {
  beforeEach(() => {
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  afterEach(async () => {
    cleanup();
    // A session leaves a task after its dialog unmounts (React may mount it again at once).
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    removeFakeMediaDevices();
    FakePeerConnection.instances = [];
    toast.dismiss();
  });
}

/**
 * The signed-in frame's call host with Vikram's invitation pushed (the test's fake fetch must
 * already answer who is signed in); resolves with the pop-up and the live channel.
 */
export async function renderRungHost(
  invitation: ServerMessageOf<'video_call_invitation'> = invitationPush(),
) {
  renderSignedIn(
    <VideoCallHost>
      <h1>Dashboard</h1>
    </VideoCallHost>,
  );
  const socket = await openLiveChannel();
  act(() => socket.push(invitation));
  const popUp = await screen.findByRole('alertdialog', { name: 'Incoming video call' });
  return { socket, popUp };
}
