import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VideoCallView } from '@salahkar/domain/schemas/video-calls';
import { buildChatCase } from '@/test/chat-fixtures.ts';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { installFakeMediaDevices } from '@/test/fake-media.ts';
import { FakePeerConnection } from '@/test/fake-peer-connection.ts';
import { NO_ABILITIES } from '@/test/marketplace-fixtures.ts';
import { openLiveChannel, renderSignedIn } from '@/test/render-signed-in.tsx';
import {
  buildVideoCall,
  CALL_ROUTES,
  CALL_URL,
  joinedPush,
  PROFESSIONAL_USER,
} from '@/test/video-call-fixtures.ts';
import { withFakeCallBoundaries } from '@/test/video-call-setup.tsx';
import { StartVideoCallButton } from './start-video-call-button.tsx';
import { CALL_CHECK_INTERVAL_MS } from '../engine/call-session.ts';
import { VideoCallHost } from './video-call-host.tsx';

const NOTIFY = 'POST /api/video-call/notify';

function renderButton(startVideoCall: boolean, routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = fakeFetch({
    'GET /api/auth/user': { body: PROFESSIONAL_USER },
    [NOTIFY]: { status: 201, body: { videoCall: buildVideoCall() } },
    ...CALL_ROUTES,
    ...routes,
  });
  const consultation = buildChatCase({
    abilities: { ...NO_ABILITIES, chat: true, resolve: true, startVideoCall },
  });
  renderSignedIn(
    <VideoCallHost>
      <h1>Case</h1>
      <StartVideoCallButton consultation={consultation} />
    </VideoCallHost>,
  );
  return { ...fetch, consultation, user: userEvent.setup() };
}

/**
 * Starts a call whose pushes never arrive, while the server, when asked, answers that the call is
 * `status`; returns the call's dialog.
 */
async function startCallTheServerSeesAs(status: VideoCallView['status']) {
  installFakeMediaDevices();
  const consultationId = buildChatCase().id;
  const { user } = renderButton(true, {
    [`GET /api/video-calls/consultation/${consultationId}`]: {
      body: { videoCall: buildVideoCall({ status }) },
    },
  });
  await openLiveChannel();
  await user.click(await screen.findByRole('button', { name: 'Start Video Call' }));
  return within(await screen.findByRole('dialog', { name: 'Video call' }));
}

const posts = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => call.url);

withFakeCallBoundaries();

describe('Start Video Call', { timeout: 20_000 }, () => {
  it('is offered only when the consultation allows it', async () => {
    renderButton(false);
    await screen.findByRole('heading', { name: 'Case' });
    expect(screen.queryByRole('button', { name: 'Start Video Call' })).not.toBeInTheDocument();
  });

  it('rings the user, says so, and opens the call at "Calling…" until they join', async () => {
    installFakeMediaDevices();
    const { calls, consultation, user } = renderButton(true);
    const socket = await openLiveChannel();

    await user.click(await screen.findByRole('button', { name: 'Start Video Call' }));

    expect(await screen.findByText('Video Call Invitation Sent')).toBeVisible();
    expect(screen.getByText('Asha Rao has been notified.')).toBeInTheDocument();
    const notify = calls.find((call) => call.url === '/api/video-call/notify');
    expect(JSON.parse(String(notify?.init?.body))).toEqual({ consultationId: consultation.id });
    const dialog = within(await screen.findByRole('dialog', { name: 'Video call' }));
    expect(dialog.getByRole('status')).toHaveTextContent('Calling Asha Rao…');
    // Nothing is negotiated before the answer: the server would refuse the signals.
    expect(FakePeerConnection.instances).toHaveLength(0);

    act(() => socket.push(joinedPush()));

    expect(await screen.findByText('User Joined Video Call')).toBeVisible();
    await waitFor(() => expect(FakePeerConnection.instances).toHaveLength(1));
    expect(dialog.getByRole('status')).toHaveTextContent('Connecting…');
  });

  it('connects when the user answered but the push never arrived, asking the server meanwhile', async () => {
    const dialog = await startCallTheServerSeesAs('active');
    expect(dialog.getByRole('status')).toHaveTextContent('Calling Asha Rao…');

    // No video_call_joined push: the next check finds the call active and connects.
    await waitFor(() => expect(FakePeerConnection.instances).toHaveLength(1), {
      timeout: CALL_CHECK_INTERVAL_MS + 2000,
    });
    expect(await screen.findByText('User Joined Video Call')).toBeVisible();
    expect(dialog.getByRole('status')).toHaveTextContent('Connecting…');
  });

  it('ends the ringing call when the server says it is over and the push never arrived', async () => {
    const dialog = await startCallTheServerSeesAs('missed');

    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent('did not answer'), {
      timeout: CALL_CHECK_INTERVAL_MS + 2000,
    });
    expect(FakePeerConnection.instances).toHaveLength(0);
  });

  it('cancels the call when the caller hangs up before an answer', async () => {
    installFakeMediaDevices();
    const { calls, user } = renderButton(true);
    await openLiveChannel();

    await user.click(await screen.findByRole('button', { name: 'Start Video Call' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Video call' }));
    await user.click(dialog.getByRole('button', { name: 'Hang up' }));

    expect(dialog.getByRole('status')).toHaveTextContent('The call was cancelled');
    await waitFor(() =>
      expect(posts(calls)).toEqual(['/api/video-call/notify', `${CALL_URL}/end`]),
    );
  });

  it('says why the invitation could not be sent', async () => {
    const { user } = renderButton(true, {
      [NOTIFY]: apiError(
        409,
        'INVALID_STATE',
        'A video call is already open for this consultation',
      ),
    });
    await openLiveChannel();

    await user.click(await screen.findByRole('button', { name: 'Start Video Call' }));

    expect(await screen.findByText('Error')).toBeVisible();
    expect(
      screen.getByText('A video call is already open for this consultation'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the spec’s words when the server gives none', async () => {
    const { user } = renderButton(true, { [NOTIFY]: { status: 500, body: '' } });
    await openLiveChannel();

    await user.click(await screen.findByRole('button', { name: 'Start Video Call' }));

    expect(await screen.findByText('Failed to send video call notification')).toBeVisible();
  });

  it('rings nobody while the live channel is down', async () => {
    const { calls, user } = renderButton(true);

    await user.click(await screen.findByRole('button', { name: 'Start Video Call' }));

    expect(await screen.findByText('WebSocket connection failed')).toBeVisible();
    expect(posts(calls)).toEqual([]);
  });
});
