import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { VideoCallView } from '@salahkar/domain/schemas/video-calls';
import { buildChatCase } from '@/test/chat-fixtures.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { installFakeMediaDevices } from '@/test/fake-media.ts';
import { showInHindi } from '@/test/languages.ts';
import { CATALOG_ROUTES, NO_ABILITIES } from '@/test/marketplace-fixtures.ts';
import { openLiveChannel } from '@/test/render-signed-in.tsx';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';
import { buildVideoCall, CALL_ID, CALL_ROUTES, CALL_URL } from '@/test/video-call-fixtures.ts';
import { withFakeCallBoundaries } from '@/test/video-call-setup.tsx';

// The link of an incoming call's push (`/consultation/<id>?call=<callId>`, opened by the service
// worker for a tap on the notification and for its Join button alike) on the whole app.

const PAGE_LOAD = { timeout: 10_000 };
const CASE = buildChatCase({ abilities: { ...NO_ABILITIES, chat: true, readChat: true } });
const LINK = `/consultation/${CASE.id}?call=${CALL_ID}`;
const RINGING = buildVideoCall({ abilities: { join: true, decline: true, end: true } });
const OVER = { join: false, decline: false, end: false };

function openLink(
  videoCall: VideoCallView | null,
  { language = 'en' }: { language?: 'en' | 'hi' } = {},
) {
  const fetch = fakeFetch({
    'GET /api/auth/user': { body: { ...SIGNED_IN_USER, preferredLanguage: language } },
    ...CATALOG_ROUTES,
    ...CALL_ROUTES,
    [`GET /api/consultations/${CASE.id}`]: { body: CASE },
    [`GET /api/consultations/${CASE.id}/messages?limit=50`]: {
      body: { items: [], hasMore: false },
    },
    [`GET /api/video-calls/consultation/${CASE.id}`]: { body: { videoCall } },
  });
  const app = renderApp(LINK);
  return { ...fetch, ...app, user: userEvent.setup() };
}

withFakeCallBoundaries();

describe('a call’s link on the case page', { timeout: 20_000 }, () => {
  it('rings the call still ringing for the reader, Join focused, and forgets the link', async () => {
    installFakeMediaDevices();
    const { router, user, calls } = openLink(RINGING);
    await openLiveChannel();

    const popUp = await screen.findByRole(
      'alertdialog',
      { name: 'Incoming video call' },
      PAGE_LOAD,
    );
    expect(popUp).toHaveAccessibleDescription(/Vikram Rathore is inviting you to a video call/);
    expect(popUp).toHaveAccessibleDescription(/Case: Lock-in clause in my rent agreement/);
    await waitFor(() =>
      expect(within(popUp).getByRole('button', { name: 'Join Call' })).toHaveFocus(),
    );
    // A reload of the page does not ring again: the link's call is gone from the address.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/consultation/${CASE.id}`);
    // Nothing is answered until the person answers.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Video call' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
        `${CALL_URL}/join`,
      ]),
    );
  });

  it('says a missed call is over and opens the chat instead', async () => {
    const { router } = openLink(buildVideoCall({ status: 'missed', abilities: OVER }));
    await openLiveChannel();

    const chat = await screen.findByRole('dialog', { name: CASE.title }, PAGE_LOAD);
    expect(await within(chat).findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(
      await screen.findByText('This call has ended. You can call back from the chat.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('counts a newer call of the case as the end of the linked one, in Hindi too', async () => {
    showInHindi();
    openLink(buildVideoCall({ id: '00000000-0000-4000-8000-000000001299' }), { language: 'hi' });
    await openLiveChannel();

    expect(
      await screen.findByText(
        'यह कॉल खत्म हो चुकी है। आप चैट से फिर संपर्क कर सकते हैं।',
        undefined,
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: CASE.title })).toBeInTheDocument();
  });

  it('says a call answered on another device was answered there', async () => {
    openLink(buildVideoCall({ status: 'active', abilities: { ...OVER, end: true } }));
    await openLiveChannel();

    expect(
      await screen.findByText('Answered on another device', undefined, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: CASE.title })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
