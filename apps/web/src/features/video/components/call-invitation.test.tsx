import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDEO_CALL_CLOSE_DELAY_MS } from '@salahkar/domain/video-calls';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { FakeAudioContext } from '@/test/fake-media.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import {
  buildVideoCall,
  CALL_URL,
  endedPush,
  invitationPush,
  joinedPush,
} from '@/test/video-call-fixtures.ts';
import { renderRungHost } from '@/test/video-call-setup.tsx';

const CLOSES = { timeout: VIDEO_CALL_CLOSE_DELAY_MS + 1500 };

async function ringing(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER }, ...routes });
  const rung = await renderRungHost();
  return { ...fetch, ...rung, user: userEvent.setup() };
}

const ring = () => {
  const context = FakeAudioContext.instances.at(-1);
  if (!context) throw new Error('Nothing rang');
  return context;
};

beforeEach(() => {
  FakeAudioContext.instances = [];
  FakeAudioContext.startsSuspended = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

resetFakesAfterEach();

describe('the incoming video call pop-up', { timeout: 20_000 }, () => {
  it('says who calls about which case, with their note, and rings', async () => {
    const { popUp } = await ringing();

    expect(popUp).toHaveAccessibleDescription(
      /Vikram Rathore is inviting you to a video call.*Shall we go through the lock-in clause\?.*Case: Lock-in clause in my rent agreement/,
    );
    expect(within(popUp).getByRole('button', { name: 'Join Call' })).toHaveFocus();
    expect(within(popUp).getByRole('button', { name: 'Join Call' })).toBeEnabled();
    expect(ring().tones).toBe(2);
    expect(ring().closed).toBe(false);
  });

  it('declines through the server and stops ringing', async () => {
    const { calls, popUp, user } = await ringing({
      [`POST ${CALL_URL}/decline`]: { body: { videoCall: buildVideoCall({ status: 'declined' }) } },
    });

    await user.click(within(popUp).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(popUp).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `${CALL_URL}/decline`,
    ]);
    expect(ring().closed).toBe(true);
  });

  it('stops ringing when another of the user’s devices answers, and says so', async () => {
    const { socket, popUp } = await ringing();

    act(() => socket.push(joinedPush()));

    expect(within(popUp).getByRole('status')).toHaveTextContent('Answered on another device');
    expect(within(popUp).queryByRole('button', { name: 'Join Call' })).not.toBeInTheDocument();
    expect(ring().closed).toBe(true);
    await waitFor(() => expect(popUp).not.toBeInTheDocument(), CLOSES);
  });

  it('closes when the professional hangs up before an answer', async () => {
    const { socket, popUp } = await ringing();

    act(() => socket.push(endedPush('cancelled')));

    expect(within(popUp).getByRole('status')).toHaveTextContent('The call was cancelled');
    expect(ring().closed).toBe(true);
    await waitFor(() => expect(popUp).not.toBeInTheDocument(), CLOSES);
  });

  it('ignores pushes about other calls', async () => {
    const { socket, popUp } = await ringing();

    act(() =>
      socket.push({ ...endedPush('cancelled'), callId: '00000000-0000-4000-8000-000000009999' }),
    );

    expect(within(popUp).getByRole('button', { name: 'Join Call' })).toBeInTheDocument();
    expect(ring().closed).toBe(false);
  });

  it('says the call was missed when nobody answers in time', async () => {
    const fetch = fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    const { popUp } = await renderRungHost(
      invitationPush({ ringsUntil: new Date(Date.now() + 200).toISOString() }),
    );

    expect(await within(popUp).findByText('Missed video call')).toBeInTheDocument();
    expect(ring().closed).toBe(true);
    await waitFor(() => expect(popUp).not.toBeInTheDocument(), CLOSES);
    expect(fetch.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('still pops up when the browser keeps its audio suspended', async () => {
    FakeAudioContext.startsSuspended = true;
    const { popUp } = await ringing();
    expect(ring().resume).toHaveBeenCalled();
    expect(popUp).toBeInTheDocument();
  });

  it('rings once the person first taps the page, when the browser kept its audio suspended', async () => {
    FakeAudioContext.startsSuspended = true;
    await ringing();
    const context = ring();
    context.resume.mockImplementation((async () => {
      context.state = 'running';
    }) as never);
    const before = context.resume.mock.calls.length;

    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });

    expect(context.resume.mock.calls.length).toBe(before + 1);
    expect(context.state).toBe('running');
    // Later taps leave it alone.
    act(() => {
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    });
    expect(context.resume.mock.calls.length).toBe(before + 1);
  });

  it('vibrates with each ring where the device can, and stops when answered elsewhere', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    try {
      const { socket } = await ringing();
      expect(vibrate).toHaveBeenCalledWith([400, 200, 400]);

      act(() => socket.push(joinedPush()));

      expect(vibrate).toHaveBeenLastCalledWith(0);
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate');
    }
  });

  it('flashes the tab title while it rings, and puts the page’s own back', async () => {
    document.title = 'Dashboard · Salahkar';
    const { socket } = await ringing();
    expect(document.title).toBe('📞 Call from Vikram Rathore');
    await waitFor(() => expect(document.title).toBe('Dashboard · Salahkar'), { timeout: 2500 });

    act(() => socket.push(joinedPush()));

    expect(document.title).toBe('Dashboard · Salahkar');
  });

  it('still pops up in a browser without Web Audio', async () => {
    vi.stubGlobal('AudioContext', undefined);
    const { popUp } = await ringing();
    expect(popUp).toBeInTheDocument();
    expect(FakeAudioContext.instances).toHaveLength(0);
  });
});
