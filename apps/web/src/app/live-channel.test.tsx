import { act, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMyConsultations } from '@/features/consultations';
import { buildChatCase } from '@/test/chat-fixtures.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { RESYNC_SPREAD_MS } from '@/lib/live/live-client.ts';
import { FakeLiveSocket } from '@/test/fake-live-socket.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { openLiveChannel, renderSignedIn } from '@/test/render-signed-in.tsx';
import { showInEnglish, showInHindi } from '@/test/languages.ts';

const SUBMITTED = 'GET /api/consultations?tab=submitted&page=1&pageSize=20';

function SubmittedList() {
  const list = useMyConsultations('submitted');
  return <p>{list.isPending ? 'Loading' : `${list.items.length} requests`}</p>;
}

function liveCase() {
  const { id, title, status, category, userId, assignedTo, closedAt } = buildChatCase();
  return { id, title, status, category, userId, assignedTo, closedAt };
}

/** A signed-in tab showing the submitted list, read once, with its live channel open. */
async function openOverSubmittedList() {
  const { calls } = fakeFetch({
    'GET /api/auth/user': { body: SIGNED_IN_USER },
    [SUBMITTED]: { body: pageOf([]) },
  });
  renderSignedIn(<SubmittedList />);
  await screen.findByText('0 requests');
  const socket = await openLiveChannel();
  /** How many times the consultation lists were read. */
  const listReads = () => calls.filter((call) => call.url.startsWith('/api/consultations?')).length;
  expect(listReads()).toBe(1);
  return { socket, listReads };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  toast.dismiss();
});

describe('the live channel of a signed-in tab', { timeout: 20_000 }, () => {
  it('opens one socket on /ws once someone is signed in', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    renderSignedIn(<p>Signed in</p>);

    await screen.findByText('Signed in');
    const socket = await openLiveChannel();
    expect(FakeLiveSocket.instances).toHaveLength(1);
    expect(socket.url).toBe('ws://localhost:3000/ws');
  });

  it('toasts a new offer in the words its push carries and refreshes the lists 500 ms later', async () => {
    const { socket, listReads } = await openOverSubmittedList();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { id, userId, title } = liveCase();
    act(() =>
      socket.push({
        type: 'new_offer',
        data: {
          offer: {
            id: '00000000-0000-4000-8000-000000000501',
            offerAmount: '1200.00',
            professionalId: '00000000-0000-4000-8000-000000000600',
            professionalName: 'Vikram Rathore',
          },
          consultation: { id, userId, title },
          toast: {
            title: 'New Counter Offer Received',
            description: `Vikram Rathore offered ₹1,200 for "${title}".`,
          },
        },
      }),
    );
    // The toast region shows a toast on its next tick.
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByText('New Counter Offer Received')).toBeInTheDocument();
    expect(
      screen.getByText('Vikram Rathore offered ₹1,200 for "Lock-in clause in my rent agreement".'),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(499));
    expect(listReads()).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it('toasts a new request in the language on screen, from the push that carries both', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: { ...SIGNED_IN_USER, preferredLanguage: 'hi' } } });
    showInHindi();
    try {
      renderSignedIn(<p>Signed in</p>);
      await screen.findByText('Signed in');
      const socket = await openLiveChannel();
      const { id, userId, title, status, category, assignedTo, closedAt } = liveCase();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      act(() =>
        socket.push({
          type: 'new_consultation',
          data: {
            category,
            consultation: { id, userId, title, status, category, assignedTo, closedAt },
            toasts: {
              en: { title: 'New Consultation Available', description: 'in English' },
              hi: { title: 'नया परामर्श उपलब्ध है', description: 'हिन्दी में' },
            },
          },
        }),
      );
      act(() => vi.advanceTimersByTime(0));
      // The toast's 5 s are on the fake clock, so it stays; the wait for it is on the real one
      // (a loaded machine can take a moment to render it).
      vi.useRealTimers();
      expect(await screen.findByText('नया परामर्श उपलब्ध है')).toBeInTheDocument();
      expect(screen.getByText('हिन्दी में')).toBeInTheDocument();
      expect(screen.queryByText('New Consultation Available')).not.toBeInTheDocument();
    } finally {
      showInEnglish();
    }
  });

  it('refetches what is on screen when the server says pushes were lost (resync)', async () => {
    const { socket, listReads } = await openOverSubmittedList();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => socket.push({ type: 'resync', reason: 'bus_restored' }));
    act(() => vi.advanceTimersByTime(RESYNC_SPREAD_MS));
    vi.useRealTimers();
    await waitFor(() => expect(listReads()).toBe(2));
  });

  it.each([
    ['consultation_completed', 'Consultation Completed'],
    ['consultation_reopen_requested', 'Reopen Requested'],
  ] as const)('toasts %s to the professional', async (updateType, title) => {
    fakeFetch({
      'GET /api/auth/user': {
        body: { ...SIGNED_IN_USER, id: buildChatCase().assignedTo, role: 'professional' },
      },
    });
    renderSignedIn(<p>Signed in</p>);
    await screen.findByText('Signed in');
    const socket = await openLiveChannel();

    const toast = { title, description: 'Told by the server' };
    act(() =>
      socket.push({
        type: 'consultation_update',
        data: { consultation: liveCase(), updateType, toast },
      }),
    );

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText('Told by the server')).toBeInTheDocument();
  });

  it('signs a suspended account out when the server closes with 4403', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    renderSignedIn(<p>Signed in</p>);
    await screen.findByText('Signed in');
    const socket = await openLiveChannel();

    act(() => socket.serverClose(4403));

    expect(await screen.findByText('Account suspended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Signed in')).not.toBeInTheDocument());
  });
});
