import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { renderApp } from '@/test/render-app.tsx';

const VISITOR = { 'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } } };

resetFakesAfterEach();

async function openForgotPassword() {
  renderApp('/forgot-password');
  await screen.findByRole('heading', { name: 'Forgot your password?' }, { timeout: 10_000 });
  return userEvent.setup();
}

describe('ForgotPasswordPage', { timeout: 20_000 }, () => {
  it('keeps Send Reset Link disabled while the email is blank', async () => {
    fakeFetch(VISITOR);
    const user = await openForgotPassword();
    const send = screen.getByRole('button', { name: 'Send Reset Link' });

    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    expect(send).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('sends the link, says to check the inbox, and can start again with another email', async () => {
    const { calls } = fakeFetch({
      ...VISITOR,
      'POST /api/auth/forgot-password': { body: { success: true, message: 'If an account…' } },
    });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'Asha@Example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(screen.getByText('Reset link sent')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(JSON.parse(String(calls.find((c) => c.method === 'POST')?.init?.body))).toEqual({
      email: 'asha@example.in',
    });
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Try Another Email' }));

    expect(await screen.findByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeDisabled();
  });

  it("shows the server's message when the link cannot be sent", async () => {
    fakeFetch({
      ...VISITOR,
      'POST /api/auth/forgot-password': apiError(
        429,
        'RATE_LIMITED',
        'Too many reset requests. Try again in an hour.',
      ),
    });
    const user = await openForgotPassword();

    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(
      await screen.findByText('Too many reset requests. Try again in an hour.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
  });
});
