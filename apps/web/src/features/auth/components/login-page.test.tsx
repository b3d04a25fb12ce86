import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openLogin() {
  renderApp('/login');
  await screen.findByRole('heading', { name: 'Sign In' });
  return userEvent.setup();
}

describe('LoginPage', () => {
  it('checks the fields before calling the server', async () => {
    const { calls } = fakeFetch({ 'GET /api/auth/user': { status: 401 } });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    fakeFetch({ 'GET /api/auth/user': { status: 401 } });
    const user = await openLogin();
    const password = screen.getByLabelText('Password');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it("tells the server's reason beside the password when the login is refused", async () => {
    fakeFetch({
      'GET /api/auth/user': { status: 401 },
      'POST /api/auth/login': {
        status: 401,
        body: {
          code: 'UNAUTHENTICATED',
          message: 'Email or password is incorrect.',
          field: 'password',
        },
      },
    });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const reason = await screen.findByText('Email or password is incorrect.');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')).toContain(reason.id);
    expect(password).toHaveFocus();
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();
    // A refused login is not a lost session: no "logged out" toast.
    expect(screen.queryByText('Unauthorized')).not.toBeInTheDocument();
  });

  it('signs in, reloads the current user and lands on the dashboard', async () => {
    let signedIn = false;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () =>
        signedIn ? { body: SIGNED_IN_USER } : { status: 401, body: { code: 'UNAUTHENTICATED' } },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: SIGNED_IN_USER };
      },
    });
    const user = await openLogin();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The greeting says it: no 'Logged in successfully' toast on top.
    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(screen.queryByText('Logged in successfully')).not.toBeInTheDocument();
    const login = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(login?.init?.body))).toEqual({
      email: 'asha@example.in',
      password: 'correct horse',
    });
  });
});
