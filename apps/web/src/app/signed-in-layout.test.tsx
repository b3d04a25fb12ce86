import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrentUser, type CurrentUser } from '@/lib/current-user.ts';
import { i18n } from '@/i18n/i18n.ts';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { Providers } from './providers.tsx';
import { SignedInLayout } from './signed-in-layout.tsx';

function Shell() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <SignedInLayout user={user}>
      <h1>Dashboard</h1>
    </SignedInLayout>
  );
}

async function renderLayout(user: CurrentUser) {
  const { calls } = fakeFetch({
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
  await screen.findByRole('heading', { name: 'Dashboard' });
  return { calls, user: userEvent.setup() };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Account menu for/ }));
  return within(await screen.findByRole('menu'));
}

resetFakesAfterEach();

describe('SignedInLayout', { timeout: 20_000 }, () => {
  it('shows the product name, a blue User badge and the initials', async () => {
    await renderLayout(SIGNED_IN_USER);
    const banner = within(screen.getByRole('banner'));

    expect(banner.getByRole('link', { name: 'Salahkar' })).toHaveAttribute('href', '/');
    expect(banner.getByText('User')).toHaveClass('bg-blue-100');
    const avatar = banner.getByRole('button', { name: 'Account menu for Asha Rao (AR)' });
    expect(avatar).toHaveTextContent('AR');
    expect(banner.queryByText('(Pending)')).not.toBeInTheDocument();
    expect(banner.queryByText('Application pending')).not.toBeInTheDocument();
  });

  it("marks an unapproved professional's purple badge as pending, and shows their photo", async () => {
    await renderLayout({
      ...SIGNED_IN_USER,
      role: 'professional',
      isApproved: false,
      profileImageUrl: '/api/uploads/photo-1.jpg',
    });
    const banner = within(screen.getByRole('banner'));

    expect(banner.getByText('Professional')).toHaveClass('bg-purple-100');
    expect(banner.getByText('(Pending)')).toBeInTheDocument();
    const avatar = banner.getByRole('button', { name: 'Account menu for Asha Rao' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', '/api/uploads/photo-1.jpg');
  });

  it('titles the tab with the screen’s name', async () => {
    await renderLayout(SIGNED_IN_USER);
    await waitFor(() => expect(document.title).toBe('Dashboard · Salahkar'));
  });

  it('notes a pending application for a user', async () => {
    await renderLayout({ ...SIGNED_IN_USER, professionalApplication: 'pending' });

    expect(within(screen.getByRole('banner')).getByText('Application pending')).toBeVisible();
  });

  it('offers a user Profile, Notification settings, Help and Logout, without the Admin Dashboard', async () => {
    const { user } = await renderLayout(SIGNED_IN_USER);

    const menu = await openMenu(user);
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Notification settings',
      'Help',
      'Logout',
    ]);
    // A button that POSTs (lib/sign-out.ts), not a link another site could point at.
    expect(menu.getByRole('menuitem', { name: 'Logout' })).not.toHaveAttribute('href');
    expect(menu.getByRole('menuitem', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('gives admins a red badge and the Admin Dashboard', async () => {
    const { user } = await renderLayout({ ...SIGNED_IN_USER, role: 'admin' });

    expect(within(screen.getByRole('banner')).getByText('Admin')).toHaveClass('bg-red-100');
    const menu = await openMenu(user);
    expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('opens the Help dialog with the four steps of the workflow', async () => {
    const { user } = await renderLayout(SIGNED_IN_USER);

    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Help' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'How the product works' }));
    expect(
      dialog.getAllByRole('listitem').map((step) => step.querySelector('p')?.textContent),
    ).toEqual([
      'Step 1: Request Submitted',
      'Step 2: Counter Offers',
      'Step 3: Choose & Pay',
      'Step 4: Get Consultation',
    ]);
  });

  it('opens the profile from the menu', async () => {
    const { user } = await renderLayout(SIGNED_IN_USER);

    const menu = await openMenu(user);
    await user.click(menu.getByRole('menuitem', { name: 'Profile' }));

    expect(
      await screen.findByRole('dialog', { name: 'Your Profile' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('warns a professional who owes a photo, with a button to add it', async () => {
    const { user } = await renderLayout({
      ...SIGNED_IN_USER,
      role: 'professional',
      isApproved: true,
      profilePhotoRequired: true,
    });

    const warning = within(screen.getByRole('region', { name: 'Profile photo required' }));
    await user.click(warning.getByRole('button', { name: 'Add Photo' }));

    expect(
      await screen.findByRole('dialog', { name: 'Profile Photo' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('shows no warning to a professional who has a photo', async () => {
    await renderLayout({
      ...SIGNED_IN_USER,
      role: 'professional',
      isApproved: true,
      profilePhotoRequired: true,
      profileImageUrl: '/api/uploads/photo-1.jpg',
    });

    expect(screen.queryByText('Profile photo required')).not.toBeInTheDocument();
  });
});

describe('the signed-in language', { timeout: 20_000 }, () => {
  const keptLanguage = () => /(?:^|; )salahkar\.lang=(\w+)/.exec(document.cookie)?.[1];

  afterEach(() => {
    document.cookie = 'salahkar.lang=; Path=/; Max-Age=0';
  });

  it('switches in place from the top bar and saves the choice to the profile', async () => {
    const { calls, user } = await renderLayout({ ...SIGNED_IN_USER, preferredLanguage: 'en' });
    const banner = within(screen.getByRole('banner'));

    await user.click(banner.getByRole('button', { name: 'हिन्दी' }));

    await waitFor(() => expect(i18n.locale).toBe('hi'));
    expect(keptLanguage()).toBe('hi');
    await waitFor(() => expect(calls.some(({ method }) => method === 'PUT')).toBe(true));
    const saved = calls.find(({ method, url }) => method === 'PUT' && url === '/api/profile');
    expect(JSON.parse(String(saved?.init?.body))).toMatchObject({ preferredLanguage: 'hi' });
  });

  it('follows the language saved on the profile once, on load, without saving it again', async () => {
    const { calls } = await renderLayout({
      ...SIGNED_IN_USER,
      id: '2d4f6a8c-0e1f-4a3b-8c5d-7e9f0a1b2c3d',
      preferredLanguage: 'hi',
    });

    await waitFor(() => expect(i18n.locale).toBe('hi'));
    expect(keptLanguage()).toBe('hi');
    expect(document.documentElement.lang).toMatch(/^hi/);
    expect(calls.some(({ method }) => method === 'PUT')).toBe(false);
  });
});
