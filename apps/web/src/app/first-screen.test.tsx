import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/query-client.ts';
import { CURRENT_USER_QUERY_KEY } from '@/lib/current-user.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { buildConsultation } from '@/test/marketplace-fixtures.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { firstScreenOrTimeout, prefetchFirstScreen } from './first-screen.ts';

const SUBMITTED_URL = '/api/consultations?tab=submitted&page=1&pageSize=20';
const SUBMITTED = buildConsultation({ title: 'Notice under section 143(1)' });

/** The answers a client's home asks for first (one submitted request), and who is signed in. */
function homeOf(role: 'user' | 'professional') {
  return {
    'GET /api/auth/user': { body: { ...SIGNED_IN_USER, role } },
    'GET /api/notifications/unread-count': { body: { unreadCount: 2 } },
    'GET /api/stats/user': { body: { submitted: 1, withOffers: 0, active: 0, history: 0 } },
    [`GET ${SUBMITTED_URL}`]: {
      body: { items: [SUBMITTED], page: 1, pageSize: 20, total: 1, hasMore: false },
    },
  };
}

const EMPTY_PAGE = { items: [], page: 1, pageSize: 20, total: 0, hasMore: false };
/** The tiles and the five lists an approved professional's home opens with, all empty. */
const PROFESSIONAL_LISTS = {
  'GET /api/professional/stats': {
    body: { activeCases: 0, pendingOffers: 0, rating: null, reviewCount: 0, monthEarnings: '0.00' },
  },
  'GET /api/professional/available-consultations?page=1&pageSize=20': { body: EMPTY_PAGE },
  'GET /api/professional/offers?status=pending&page=1&pageSize=20': { body: EMPTY_PAGE },
  'GET /api/professional/offers?status=accepted&page=1&pageSize=20': { body: EMPTY_PAGE },
  'GET /api/consultations/accepted?page=1&pageSize=20': { body: EMPTY_PAGE },
  'GET /api/professional/pending-actions?page=1&pageSize=20': { body: EMPTY_PAGE },
};

function approvedProfessionalHome() {
  return {
    ...homeOf('professional'),
    'GET /api/auth/user': { body: { ...SIGNED_IN_USER, role: 'professional', isApproved: true } },
    ...PROFESSIONAL_LISTS,
  };
}

const asked = (calls: { url: string }[]) => calls.map((call) => call.url).sort();

resetFakesAfterEach();

describe('the entry asking for the first screen before React renders', () => {
  it("asks who is signed in and, on a client's home, the bell, the tab counts and the first tab", async () => {
    const { calls } = fakeFetch(homeOf('user'));
    const queryClient = createQueryClient();

    await prefetchFirstScreen(queryClient, '/');

    expect(asked(calls)).toEqual(
      [
        '/api/auth/user',
        '/api/notifications/unread-count',
        '/api/stats/user',
        SUBMITTED_URL,
      ].sort(),
    );
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toMatchObject({ role: 'user' });
  });

  it('asks a professional awaiting approval only for the bell beside who they are', async () => {
    const { calls } = fakeFetch(homeOf('professional'));

    await prefetchFirstScreen(createQueryClient(), '/');

    expect(asked(calls)).toEqual(['/api/auth/user', '/api/notifications/unread-count']);
  });

  it("asks an approved professional for the tiles and the home's five lists, under the keys the home reads", async () => {
    const { calls } = fakeFetch(approvedProfessionalHome());
    const queryClient = createQueryClient();

    await prefetchFirstScreen(queryClient, '/');
    expect(asked(calls)).toEqual(
      ['/api/auth/user', '/api/notifications/unread-count', ...Object.keys(PROFESSIONAL_LISTS)]
        .map((route) => route.replace('GET ', ''))
        .sort(),
    );
    const before = calls.length;

    renderApp('/', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: /Asha/ })).toBeInTheDocument();
    expect(calls.slice(before).map((call) => call.url)).toEqual([]);
  });

  it('asks only who is signed in on any other page', async () => {
    const { calls } = fakeFetch(homeOf('user'));

    await prefetchFirstScreen(createQueryClient(), '/consultations/7');

    expect(asked(calls)).toEqual(['/api/auth/user']);
  });

  it('asks nothing more of a visitor, and raises nothing', async () => {
    const { calls } = fakeFetch({
      'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'No' } },
    });
    const queryClient = createQueryClient();

    await prefetchFirstScreen(queryClient, '/');

    expect(asked(calls)).toEqual(['/api/auth/user']);
    expect(queryClient.getQueryData(CURRENT_USER_QUERY_KEY)).toBeNull();
  });

  it('fills the cache under the keys the dashboard reads: it draws without asking again', async () => {
    const { calls } = fakeFetch(homeOf('user'));
    const queryClient = createQueryClient();
    await prefetchFirstScreen(queryClient, '/');
    const before = calls.length;

    renderApp('/', { queryClient });

    expect(await screen.findByRole('heading', { level: 1, name: /Asha/ })).toBeInTheDocument();
    expect(await screen.findByText('Notice under section 143(1)')).toBeVisible();
    expect(calls.slice(before).map((call) => call.url)).toEqual([]);
  });
});

describe("React's first pass on a member's home", () => {
  /** Whether the promise has settled by now, without waiting for it. */
  async function settled(promise: Promise<unknown>) {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it('waits for the answers, at most a second, and starts even when the ask failed', async () => {
    vi.useFakeTimers();
    try {
      expect(await settled(firstScreenOrTimeout(Promise.resolve()))).toBe(true);
      expect(await settled(firstScreenOrTimeout(Promise.reject(new Error('offline'))))).toBe(true);

      const waiting = firstScreenOrTimeout(new Promise(() => {}));
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(999);
      expect(await settled(waiting)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await settled(waiting)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
