import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

const VISITOR = {
  'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED', message: 'Unauthorized' } },
};

function signedInAs(role: 'user' | 'professional' | 'admin') {
  return { 'GET /api/auth/user': { body: { ...SIGNED_IN_USER, role } } };
}

resetFakesAfterEach();

describe('the route table', () => {
  it('shows a spinner while it learns who is signed in', async () => {
    fakeFetch({ 'GET /api/auth/user': () => new Promise(() => {}) });

    renderApp('/');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the landing page to a visitor on /', async () => {
    fakeFetch(VISITOR);

    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: /verified professionals/i }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/register');
  });

  it('shows the login screen in place of a page that needs a session, keeping the address', async () => {
    fakeFetch(VISITOR);

    const { router } = renderApp('/submit-consultation');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('Post New Consultation')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/submit-consultation');
  });

  it('shows the requested page once the person is signed in', async () => {
    fakeFetch(signedInAs('user'));

    renderApp('/submit-consultation');

    expect(
      await screen.findByRole('heading', { name: 'Post New Consultation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('sends a signed-in person away from /login to their dashboard', async () => {
    fakeFetch(signedInAs('user'));

    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends /dashboard to / and shows the role badge and admin heading', async () => {
    fakeFetch(signedInAs('admin'));

    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('denies /completed-cases to anyone but a professional', async () => {
    fakeFetch(signedInAs('user'));

    renderApp('/completed-cases');

    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
  });

  it('answers an unknown path with Page Not Found and a way home', async () => {
    fakeFetch(VISITOR);

    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });
});
