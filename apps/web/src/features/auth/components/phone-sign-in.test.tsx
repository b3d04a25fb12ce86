import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, apiError } from '@/test/fake-fetch.ts';
import { resetFakesAfterEach } from '@/test/reset-fakes.ts';
import { showInHindi } from '@/test/languages.ts';
import { renderApp, SIGNED_IN_USER } from '@/test/render-app.tsx';

resetFakesAfterEach();

const VISITOR = { status: 401, body: { code: 'UNAUTHENTICATED' } };
const CODE_SENT = {
  body: {
    success: true,
    message:
      'If this number is verified on a Salahkar account, we have sent it a 6-digit code by SMS.',
    expiresInSeconds: 600,
  },
};

/** The login page, switched to the mobile number. */
async function openPhoneLogin(title = 'Sign In', link = 'Sign in with mobile number') {
  renderApp('/login');
  await screen.findByRole('heading', { name: title }, { timeout: 10_000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: link }));
  // The phone form is its own chunk, loaded once chosen.
  await screen.findByRole('button', { name: /^(Send code|कोड भेजें)$/ }, { timeout: 10_000 });
  return user;
}

/** A visitor whose code is sent and then refused with the server's `message` beside the code box. */
function refuseTheCode(message: string) {
  fakeFetch({
    'GET /api/auth/user': VISITOR,
    'POST /api/auth/phone/send-code': CODE_SENT,
    'POST /api/auth/phone/login': apiError(400, 'VALIDATION_FAILED', message, 'code'),
  });
}

describe('signing in with a mobile number', { timeout: 20_000 }, () => {
  it('sends a code to the number, then signs in with it and lands on the dashboard', async () => {
    let signedIn = false;
    const { calls } = fakeFetch({
      'GET /api/auth/user': () => (signedIn ? { body: SIGNED_IN_USER } : VISITOR),
      'POST /api/auth/phone/send-code': CODE_SENT,
      'POST /api/auth/phone/login': () => {
        signedIn = true;
        // The server's readable hint that a session cookie was set.
        document.cookie = 'salahkar.signed_in=1; Path=/';
        return { body: { success: true, message: 'Logged in successfully', user: SIGNED_IN_USER } };
      },
    });
    const user = await openPhoneLogin();

    const number = screen.getByLabelText('Mobile number');
    expect(number).toHaveValue('+91 ');
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveFocus();
    await user.type(number, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const code = await screen.findByLabelText('Code from the SMS');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveFocus();
    expect(screen.getByText('+91 98765 43210')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Send a new code in \d+s$/ })).toBeDisabled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.init?.body);
    expect(posts.map((body) => JSON.parse(String(body)))).toEqual([
      { phone: '+919876543210' },
      { phone: '+919876543210', code: '123456' },
    ]);
  });

  it('refuses a landline before calling the server', async () => {
    const { calls } = fakeFetch({ 'GET /api/auth/user': VISITOR });
    const user = await openPhoneLogin();
    await user.type(screen.getByLabelText('Mobile number'), '11 2345 6789');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(
      await screen.findByText('Enter a valid mobile number, e.g. +91 98765 43210.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("says a wrong code beside the code box, in the server's words", async () => {
    refuseTheCode('Invalid or expired code');
    const user = await openPhoneLogin();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const reason = await screen.findByText('Invalid or expired code');
    const code = screen.getByLabelText('Code from the SMS');
    expect(code.getAttribute('aria-describedby')).toContain(reason.id);
    expect(code).toHaveFocus();

    // Another number starts over.
    await user.click(screen.getByRole('button', { name: 'Use another number' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('speaks Hindi, the server errors included', async () => {
    showInHindi();
    refuseTheCode('This code has expired. Please request a new one.');
    const user = await openPhoneLogin('साइन इन करें', 'मोबाइल नंबर से साइन इन करें');
    await user.type(screen.getByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'कोड भेजें' }));
    await user.type(await screen.findByLabelText('SMS में आया कोड'), '123456');
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(
      await screen.findByText('इस कोड की समय-सीमा खत्म हो गई है। कृपया नया कोड मँगवाएँ।'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ईमेल और पासवर्ड से साइन इन करें' })).toBeInTheDocument();
  });
});
