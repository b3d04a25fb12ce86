import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activateLanguage } from '@/i18n';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { SIGNED_IN_USER } from '@/test/render-app.tsx';
import { AuthProviders } from './auth-providers.tsx';
import { authRoutes } from './auth-router.tsx';

// The sign-in entry (auth-main.tsx, decision 222) as the browser runs it: its own route table,
// providers and texts, the server answered at the fetch boundary. Where it leaves for the app
// (a full page load) is recorded instead of followed, which jsdom cannot do.

const VISITOR = { 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } };

resetFakesAfterEach();
afterEach(() => {
  document.cookie = 'salahkar.lang=; Path=/; Max-Age=0';
});

/** The entry at `path`, with only its own texts loaded (the app's catalog is set aside). */
async function openEntry(path: string, language: 'en' | 'hi' = 'en') {
  await activateLanguage(language, 'auth');
  const left: string[] = [];
  const router = createMemoryRouter(
    authRoutes((to) => left.push(to)),
    { initialEntries: [path] },
  );
  render(
    <AuthProviders>
      <RouterProvider router={router} />
    </AuthProviders>,
  );
  return { left, router, user: userEvent.setup() };
}

/** No text shown is a message id the entry's own catalog lacks (Lingui shows the id then). */
function expectNoMissingTexts() {
  expect(document.body.textContent).not.toMatch(/\b(auth|common|errors|app)\.[a-zA-Z]+\.[\w.]+/);
}

describe('the sign-in entry', { timeout: 20_000 }, () => {
  it('shows the login screen with its own texts, and goes to registration without leaving', async () => {
    fakeFetch(VISITOR);
    const { left, router, user } = await openEntry('/login');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expectNoMissingTexts();
    await user.click(screen.getByRole('link', { name: 'Create an account' }));

    // Registration is a chunk of its own: its modules load on the way there.
    expect(
      await screen.findByRole('heading', { name: 'Register' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expectNoMissingTexts();
    expect(left).toEqual([]);
  });

  it('signs in, then opens the app where the visitor was going by a full page load', async () => {
    let signedIn = false;
    fakeFetch({
      'GET /api/auth/user': () =>
        signedIn ? { body: SIGNED_IN_USER } : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        // The server's answer sets the readable signed-in hint beside the session.
        document.cookie = 'salahkar.signed_in=1; Path=/';
        return { body: { user: SIGNED_IN_USER } };
      },
    });
    const { left, user } = await openEntry('/login?next=/wallet');

    await user.type(await screen.findByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(left).toEqual(['/wallet']));
  });

  it('sends a person already signed in on to the app at once', async () => {
    fakeFetch({ 'GET /api/auth/user': { body: SIGNED_IN_USER } });
    const { left } = await openEntry('/register?field=CA');

    await waitFor(() => expect(left).toEqual(['/?field=CA']));
    expect(screen.queryByRole('heading', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('opens any address it has no screen for in the app', async () => {
    fakeFetch(VISITOR);
    const { left, user } = await openEntry('/login');

    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));

    await waitFor(() => expect(left).toEqual(['/forgot-password']));
  });

  it('speaks Hindi with its own texts, and the switch changes the screen in place', async () => {
    fakeFetch(VISITOR);
    const { user } = await openEntry('/login', 'hi');

    expect(await screen.findByRole('heading', { name: 'साइन इन करें' })).toBeInTheDocument();
    expectNoMissingTexts();
    await user.click(screen.getByRole('button', { name: /English/ }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(document.cookie).toContain('salahkar.lang=en');
    expectNoMissingTexts();
  });
});
