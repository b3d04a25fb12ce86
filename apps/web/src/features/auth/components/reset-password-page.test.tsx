import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderApp } from '@/test/render-app.tsx';

const VISITOR = { 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } };
const TOKEN = 'ab'.repeat(32);
const VERIFY = `GET /api/auth/verify-reset-token/${TOKEN}`;
const PAGE_LOAD = { timeout: 10_000 };

resetFakesAfterEach();

describe('ResetPasswordPage', { timeout: 20_000 }, () => {
  it('shows a spinner while the link is checked', async () => {
    fakeFetch({ ...VISITOR, [VERIFY]: () => new Promise(() => {}) });

    renderApp(`/reset-password?token=${TOKEN}`);

    const label = await screen.findByText('Verifying your reset link…', {}, PAGE_LOAD);
    expect(label.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says a link without a token cannot be used, and offers a new one', async () => {
    const { calls } = fakeFetch(VISITOR);

    renderApp('/reset-password');

    expect(
      await screen.findByRole('heading', { name: 'Invalid Reset Link' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('Reset token is missing')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/auth/verify-reset-token'))).toBe(false);
  });

  it('says an expired or used link is invalid, with the way to a new one and to login', async () => {
    fakeFetch({
      ...VISITOR,
      [VERIFY]: { body: { valid: false, message: 'Invalid or expired reset token' } },
    });

    renderApp(`/reset-password?token=${TOKEN}`);

    expect(
      await screen.findByRole('heading', { name: 'Invalid Reset Link' }, PAGE_LOAD),
    ).toHaveFocus();
    expect(screen.getByText('Invalid or expired reset token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('says so when the link could not be checked at all', async () => {
    fakeFetch({ ...VISITOR, [VERIFY]: { status: 503, statusText: 'Service Unavailable' } });

    renderApp(`/reset-password?token=${TOKEN}`);

    expect(await screen.findByText('Failed to verify reset token', {}, PAGE_LOAD)).toBeVisible();
  });

  it('sets a new password from a good link and leads to the login screen', async () => {
    const { calls } = fakeFetch({
      ...VISITOR,
      [VERIFY]: { body: { valid: true, email: 'asha@example.in', message: 'Token is valid' } },
      'POST /api/auth/reset-password': { body: { success: true, message: 'Done' } },
    });
    renderApp(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();

    expect(
      await screen.findByText('Choose a new password for asha@example.in.', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    await user.type(password, 'tea-garden-77');
    await user.type(screen.getByLabelText('Confirm new password'), 'tea-garden-78');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password).toHaveAttribute('type', 'text');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'tea-garden-77');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByRole('heading', { name: 'Password reset successful' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    const reset = calls.find((call) => call.url === '/api/auth/reset-password');
    expect(JSON.parse(String(reset?.init?.body))).toEqual({
      token: TOKEN,
      password: 'tea-garden-77',
      confirmPassword: 'tea-garden-77',
    });
  });
});
