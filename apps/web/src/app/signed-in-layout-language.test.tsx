import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCurrentUser, type CurrentUser } from '@/features/auth';
import { i18n } from '@/i18n/i18n.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { Providers } from './providers.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';
import { showInEnglish } from '@/test/languages.ts';

function Shell() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <SignedInLayout user={user}>
      <h1>Dashboard</h1>
    </SignedInLayout>
  );
}

function renderLayout(user: CurrentUser) {
  const fake = fakeFetch({
    'GET /api/auth/user': { body: user },
    'PUT /api/profile': (init) => ({
      body: { ...user, ...(JSON.parse(String(init?.body)) as Partial<CurrentUser>) },
    }),
  });
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }]);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fake;
}

const keptLanguage = () => /(?:^|; )salahkar\.lang=(\w+)/.exec(document.cookie)?.[1];

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'salahkar.lang=; Path=/; Max-Age=0';
  showInEnglish();
});

describe('the signed-in language', { timeout: 20_000 }, () => {
  it('switches in place from the top bar and saves the choice to the profile', async () => {
    const { calls } = renderLayout({ ...SIGNED_IN_USER, preferredLanguage: 'en' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const banner = within(screen.getByRole('banner'));

    await userEvent.setup().click(banner.getByRole('button', { name: 'हिन्दी' }));

    await waitFor(() => expect(i18n.locale).toBe('hi'));
    expect(keptLanguage()).toBe('hi');
    await waitFor(() => expect(calls.some(({ method }) => method === 'PUT')).toBe(true));
    const saved = calls.find(({ method, url }) => method === 'PUT' && url === '/api/profile');
    expect(JSON.parse(String(saved?.init?.body))).toMatchObject({ preferredLanguage: 'hi' });
  });

  it('follows the language saved on the profile once, on load, without saving it again', async () => {
    const { calls } = renderLayout({
      ...SIGNED_IN_USER,
      id: '2d4f6a8c-0e1f-4a3b-8c5d-7e9f0a1b2c3d',
      preferredLanguage: 'hi',
    });
    await screen.findByRole('heading', { name: 'Dashboard' });

    await waitFor(() => expect(i18n.locale).toBe('hi'));
    expect(keptLanguage()).toBe('hi');
    expect(document.documentElement.lang).toMatch(/^hi/);
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
  });
});
