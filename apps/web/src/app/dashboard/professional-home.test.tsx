import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { prefetchFirstScreen } from '@/app/first-screen.ts';
import { Providers } from '@/app/providers.tsx';
import { createQueryClient } from '@/app/query-client.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { pageOf } from '@/test/marketplace-fixtures.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { HomeDashboard } from './home.ts';

const PROFESSIONAL = { ...SIGNED_IN_USER, role: 'professional' as const, isApproved: true };

/** Who is signed in, and the bell, tiles and five lists their home opens with (all empty). */
const HOME = {
  'GET /api/auth/user': { body: PROFESSIONAL },
  'GET /api/notifications/unread-count': { body: { unreadCount: 0 } },
  'GET /api/professional/stats': {
    body: { activeCases: 0, pendingOffers: 0, rating: null, reviewCount: 0, monthEarnings: '0.00' },
  },
  'GET /api/professional/available-consultations?page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/professional/offers?status=pending&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/professional/offers?status=accepted&page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/consultations/accepted?page=1&pageSize=20': { body: pageOf([]) },
  'GET /api/professional/pending-actions?page=1&pageSize=20': { body: pageOf([]) },
};

resetFakesAfterEach();

// Its own file: no other test here has loaded the professional's dashboard before this one asks.
describe("an approved professional's home", () => {
  it('draws in the pass that mounts it: the entry fetched its code with the first answers', async () => {
    fakeFetch(HOME);
    const queryClient = createQueryClient();
    await prefetchFirstScreen(queryClient, '/');

    render(
      <Providers queryClient={queryClient}>
        <MemoryRouter>
          <Suspense fallback={<p>Sketch of the home</p>}>
            <HomeDashboard user={PROFESSIONAL} />
          </Suspense>
        </MemoryRouter>
      </Providers>,
    );

    expect(screen.queryByText('Sketch of the home')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
  });
});
